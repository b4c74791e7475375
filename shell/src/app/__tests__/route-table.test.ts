import { REMOTE_ROUTES, remoteModuleFor } from '../route-table';

describe('route table', () => {
  it('maps every route of the spec to its remote page', () => {
    expect(remoteModuleFor('/acheter')).toBe('catalog/BuyPage');
    expect(remoteModuleFor('/louer')).toBe('catalog/RentPage');
    expect(remoteModuleFor('/terrains')).toBe('catalog/LandPage');
    expect(remoteModuleFor('/search?query=villa')).toBe('catalog/SearchPage');
    expect(remoteModuleFor('/properties')).toBe('catalog/SearchPage');
    expect(remoteModuleFor('/details/villa-bonapriso')).toBe('catalog/PropertyDetailPage');
    expect(remoteModuleFor('/property/42')).toBe('catalog/PropertyRedirect');
    expect(remoteModuleFor('/login')).toBe('auth/LoginPage');
    expect(remoteModuleFor('/register')).toBe('auth/RegisterPage');
    expect(remoteModuleFor('/auth/verify-email?token=abc')).toBe('auth/VerifyEmailPage');
    expect(remoteModuleFor('/forgot-password')).toBe('auth/ForgotPasswordPage');
    expect(remoteModuleFor('/agents')).toBe('content/AgentsPage');
    expect(remoteModuleFor('/contact')).toBe('content/ContactPage');
    expect(remoteModuleFor('/faq')).toBe('content/FaqPage');
    expect(remoteModuleFor('/faq2')).toBe('content/Faq2Page');
    expect(remoteModuleFor('/profile')).toBe('profile/ProfileArea');
    expect(remoteModuleFor('/profile/favorites')).toBe('profile/ProfileArea');
  });

  it('knows no remote for the shell’s own pages', () => {
    expect(remoteModuleFor('/')).toBeUndefined();
    expect(remoteModuleFor('/blog')).toBeUndefined();
    expect(remoteModuleFor('/nowhere')).toBeUndefined();
  });

  it('protects only the profile area and keeps login and signup public-only', () => {
    expect(REMOTE_ROUTES.filter((route) => route.access === 'signed-in').map((route) => route.path)).toEqual([
      '/profile/*',
    ]);
    const publicOnly = REMOTE_ROUTES.filter((route) => route.access === 'public-only').map(
      (route) => route.path,
    );
    expect(publicOnly).toEqual(expect.arrayContaining(['/login', '/register']));
  });
});
