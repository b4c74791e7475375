/** Non-empty trimmed text goes to /search?query=…, empty text to /search (spec §2, Home). */
export function searchPath(text: string): string {
  const query = text.trim();
  return query ? `/search?${new URLSearchParams({ query }).toString()}` : '/search';
}
