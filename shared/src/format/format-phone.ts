/**
 * A Cameroonian number as people write and read it aloud: '+237677123456' → '+237 6 77 12 34 56' (the API stores
 * numbers as +237 and 9 digits). Spaces, dots or dashes typed in between are ignored, and the country code may be
 * missing; anything else (a number saved before the Cameroonian rule) is shown as it is, trimmed.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!/^\+?[\d\s.-]+$/.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('237') ? digits.slice(3) : digits;
  if (local.length !== 9) return text;
  return `+237 ${local[0]} ${local.slice(1, 3)} ${local.slice(3, 5)} ${local.slice(5, 7)} ${local.slice(7, 9)}`;
}
