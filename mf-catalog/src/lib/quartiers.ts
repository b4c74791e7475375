import type { LocationCity } from '@immo237/shared/api';

/** The quartiers to suggest for `city` (every city's when none is chosen), most listed first, without repeats. */
export function quartiersOf(locations: readonly LocationCity[], city: string | undefined): string[] {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const chosen = city?.trim() ? locations.filter((c) => fold(c.city) === fold(city)) : locations;
  return [...new Set(chosen.flatMap((c) => c.districts.map((d) => d.name)))];
}
