import type { LocationCity } from '@immo237/shared/api';

// The API counts 'Yaounde' and 'Yaoundé' as one city; the form recognises a typed city the same way.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** The known cities first (the API's order within each group is kept), then the others listings use. */
export const knownFirst = (cities: readonly LocationCity[]): LocationCity[] => [
  ...cities.filter((city) => city.known),
  ...cities.filter((city) => !city.known),
];

/** The listed city a typed name designates, whatever its case or accents; undefined for any other city. */
export function findCity(cities: readonly LocationCity[], name: string): LocationCity | undefined {
  const wanted = fold(name);
  return wanted ? cities.find((city) => fold(city.city) === wanted) : undefined;
}
