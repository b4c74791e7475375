import type { LocationCity } from '@immo237/shared/api';

// The API counts 'Yaounde' and 'Yaoundé' as one city; the form recognises a typed city the same way.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** The listed city a typed name designates, whatever its case or accents; undefined for any other city. */
export function findCity(cities: readonly LocationCity[], name: string): LocationCity | undefined {
  const wanted = fold(name);
  return wanted ? cities.find((city) => fold(city.city) === wanted) : undefined;
}
