import { TEST_COMPOSITION } from '../../test/composition';
import {
  callsApiAtStart,
  remoteModuleAtStart,
  remoteModuleFor,
  setComposition,
  slotModule,
  userMenuEntries,
} from '../route-table';

beforeEach(() => setComposition(TEST_COMPOSITION));

describe('route table', () => {
  it('maps each path to the module of the remote that declared it', () => {
    expect(remoteModuleFor('/acheter')).toBe('catalog/BuyPage');
    expect(remoteModuleFor('/search?query=villa')).toBe('catalog/SearchPage');
    expect(remoteModuleFor('/details/villa-bonapriso')).toBe('catalog/PropertyDetailPage');
    expect(remoteModuleFor('/login')).toBe('auth/LoginPage');
    expect(remoteModuleFor('/profile/favorites#top')).toBe('profile/ProfileArea');
    expect(remoteModuleFor('/admin/journal')).toBe('admin/AdminArea');
  });

  it('knows no remote for the shell’s own pages nor for a remote left out of the map', () => {
    expect(remoteModuleFor('/')).toBeUndefined();
    expect(remoteModuleFor('/blog')).toBeUndefined();
    setComposition({
      ...TEST_COMPOSITION,
      routes: TEST_COMPOSITION.routes.filter((route) => route.remote !== 'content'),
    });
    expect(remoteModuleFor('/faq')).toBeUndefined();
  });

  it('finds the blocks remotes offer to the shell’s pages and the user menu’s entries in order', () => {
    expect(slotModule('home.featured')).toBe('catalog/FeaturedProperties');
    expect(slotModule('home.nothing')).toBeUndefined();
    expect(userMenuEntries().map((entry) => entry.to)).toEqual(['/profile', '/profile/favorites']);
    // An administrators' route's entry ('Administration') only for an administrator.
    expect(userMenuEntries(undefined, true).map((entry) => entry.to)).toEqual([
      '/profile',
      '/profile/favorites',
      '/admin',
    ]);
  });
});

describe('remoteModuleAtStart', () => {
  it('names the module the first page will render, so it loads beside React', () => {
    expect(remoteModuleAtStart('/acheter', false)).toBe('catalog/BuyPage');
    expect(remoteModuleAtStart('/details/villa-bonapriso', true)).toBe('catalog/PropertyDetailPage');
    expect(remoteModuleAtStart('/profile/favorites', true)).toBe('profile/ProfileArea');
    expect(remoteModuleAtStart('/login', false)).toBe('auth/LoginPage');
  });

  it('loads nothing the guards will not show, nor for the shell’s own pages, nor the home’s deferred blocks', () => {
    expect(remoteModuleAtStart('/', false)).toBeUndefined();
    expect(remoteModuleAtStart('/profile', false)).toBeUndefined();
    expect(remoteModuleAtStart('/admin', false)).toBeUndefined();
    expect(remoteModuleAtStart('/login', true)).toBeUndefined();
    expect(remoteModuleAtStart('/blog', false)).toBeUndefined();
    expect(remoteModuleAtStart('/nowhere', true)).toBeUndefined();
  });
});

it('warms the HTTP client only for pages their remote declares as calling the API', () => {
  expect(callsApiAtStart('catalog/FeaturedProperties')).toBe(true);
  expect(callsApiAtStart('profile/ProfileArea')).toBe(true);
  expect(callsApiAtStart('content/FaqPage')).toBe(false);
  expect(callsApiAtStart('auth/LoginPage')).toBe(false);
});
