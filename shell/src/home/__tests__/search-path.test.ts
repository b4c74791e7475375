import { searchPath } from '../search-path';

describe('searchPath', () => {
  it('sends trimmed text as the query parameter', () => {
    expect(searchPath('  villa Bonapriso ')).toBe('/search?query=villa+Bonapriso');
  });

  it('sends empty or blank text to /search', () => {
    expect(searchPath('')).toBe('/search');
    expect(searchPath('   ')).toBe('/search');
  });

  it('encodes characters that would break the URL', () => {
    expect(searchPath('T3 & jardin #1')).toBe('/search?query=T3+%26+jardin+%231');
  });
});
