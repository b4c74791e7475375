/** Non-empty trimmed text goes to /search?query=…, empty text to /search (the home page's search box). */
export function searchPath(text: string): string {
  const query = text.trim();
  return query ? `/search?${new URLSearchParams({ query }).toString()}` : '/search';
}

/**
 * Where a search form leads, from what its box shows. Words typed before the page came alive are in the box before
 * they are in React's state (they are handed over a moment after hydration): a click in that moment searches them
 * too, not the empty state.
 */
export function searchPathOf(form: HTMLFormElement): string {
  const query = new FormData(form).get('query');
  return searchPath(typeof query === 'string' ? query : '');
}
