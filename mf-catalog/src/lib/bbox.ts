/**
 * A map area as the address holds it (`bbox=west,south,east,north`, degrees), when it is one the API accepts;
 * undefined otherwise, so an edited or truncated link searches everywhere instead of failing.
 */
export function validBbox(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const parts = value.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [west, south, east, north] = parts as [number, number, number, number];
  const inRange =
    west >= -180 && east <= 180 && west <= east && south >= -90 && north <= 90 && south <= north;
  if (!inRange) return undefined;
  // The API takes up to 10 decimals; 5 is about a metre.
  return parts.map((n) => String(Math.round(n * 1e5) / 1e5)).join(',');
}

/** The centre of an area, to open the map on it. */
export function bboxCentre(value: string): { lat: number; lng: number } | null {
  const box = validBbox(value);
  if (!box) return null;
  const [west, south, east, north] = box.split(',').map(Number) as [number, number, number, number];
  return { lat: (south + north) / 2, lng: (west + east) / 2 };
}
