/** Without the spaces a number may be typed with (the API stores it so). */
export const compactPhone = (value: string) => value.replace(/\s+/g, '');

/**
 * '+237677123456' as people write it: '+237 6 77 12 34 56'. Anything else (a number saved before the Cameroonian
 * rule) is shown as it is.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const match = /^\+237(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(compactPhone(text));
  return match ? `+237 ${match.slice(1).join(' ')}` : text;
}
