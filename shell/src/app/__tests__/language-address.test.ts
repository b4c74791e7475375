import { languageOfPath, pathInLanguage, pathWithinSite, routerBase } from '../language-address';

describe('the language of an address', () => {
  it('is English under /en and French everywhere else', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/search?query=villa')).toBe('en');
    expect(languageOfPath('/en?x=1')).toBe('en');
    expect(languageOfPath('/')).toBe('fr');
    expect(languageOfPath('/search')).toBe('fr');
    // A page whose own path begins with the letters e and n stays French.
    expect(languageOfPath('/enchères')).toBe('fr');
    expect(languageOfPath('/entreprise/en')).toBe('fr');
  });

  it('is taken off to match the routes, and put back for the other language', () => {
    expect(pathWithinSite('/en')).toBe('/');
    expect(pathWithinSite('/en?page=2')).toBe('/?page=2');
    expect(pathWithinSite('/en/details/villa-x')).toBe('/details/villa-x');
    expect(pathWithinSite('/details/villa-x')).toBe('/details/villa-x');
    expect(pathInLanguage('en', '/')).toBe('/en');
    expect(pathInLanguage('en', '/?page=2')).toBe('/en?page=2');
    expect(pathInLanguage('en', '/search?query=Kribi')).toBe('/en/search?query=Kribi');
    expect(pathInLanguage('fr', '/search?query=Kribi')).toBe('/search?query=Kribi');
    for (const path of ['/', '/search?bedrooms=3', '/prix/douala/bonapriso'])
      expect(pathWithinSite(pathInLanguage('en', path))).toBe(path);
  });

  it('gives the router its base', () => {
    expect(routerBase('/en/search')).toBe('/en');
    expect(routerBase('/search')).toBeUndefined();
  });
});
