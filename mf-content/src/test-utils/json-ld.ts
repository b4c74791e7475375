/** The schema.org data blocks a rendered page holds, parsed. */
export function jsonLdOf(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
}
