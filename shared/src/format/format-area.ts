import { frenchNumber } from './french-number';

export type AreaUnit = 'm²' | 'ft²' | 'ha' | (string & {});

/** '120 m²', '1 250 m²', '1,5 ha'; a no-break space keeps value and unit together. Bad input gives ''. */
export function formatArea(value: unknown, unit: AreaUnit = 'm²'): string {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return '';
  return `${frenchNumber(number, 2)}\u00a0${unit || 'm²'}`;
}
