import { REMOTE_ROUTES, callsApiAtStart, remoteModuleAtStart, remoteModuleFor } from '../route-table';

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

describe('remoteModuleAtStart', () => {
  it('names the module the first page will render, so it loads beside React', () => {
    expect(remoteModuleAtStart('/', false)).toBe('catalog/FeaturedProperties');
    expect(remoteModuleAtStart('/acheter', false)).toBe('catalog/BuyPage');
    expect(remoteModuleAtStart('/details/villa-bonapriso', true)).toBe('catalog/PropertyDetailPage');
    expect(remoteModuleAtStart('/profile/favorites', true)).toBe('profile/ProfileArea');
    expect(remoteModuleAtStart('/login', false)).toBe('auth/LoginPage');
  });

  it('loads nothing the guards will not show, nor for the shell’s own pages', () => {
    expect(remoteModuleAtStart('/profile', false)).toBeUndefined();
    expect(remoteModuleAtStart('/login', true)).toBeUndefined();
    expect(remoteModuleAtStart('/blog', false)).toBeUndefined();
    expect(remoteModuleAtStart('/nowhere', true)).toBeUndefined();
  });
});

it('warms the HTTP client only for pages that call the API as they open', () => {
  expect(callsApiAtStart('catalog/FeaturedProperties')).toBe(true);
  expect(callsApiAtStart('profile/ProfileArea')).toBe(true);
  expect(callsApiAtStart('content/FaqPage')).toBe(false);
  expect(callsApiAtStart('auth/LoginPage')).toBe(false);
});
