/** A place's name as the addresses of /prix spell it ('Yaoundé' → 'yaounde', 'Biyem-Assi' → 'biyem-assi'). */
export function placeSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The price page of a city, or of one of its quartiers; null without a city. */
export function pricePagePath(city: string | null | undefined, district?: string | null): string | null {
  const citySlug = placeSlug(city ?? '');
  if (!citySlug) return null;
  const districtSlug = placeSlug(district ?? '');
  return districtSlug ? `/prix/${citySlug}/${districtSlug}` : `/prix/${citySlug}`;
}
