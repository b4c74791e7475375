/**
 * A number written the French way, as Intl.NumberFormat('fr-FR', { maximumFractionDigits }) writes it: digits
 * grouped by three with narrow no-break spaces, a decimal comma, at most `maxFractionDigits` decimals (rounded half
 * away from zero on the number's shortest decimal form, as ICU does: 1.005 → '1,01'; trailing zeros dropped). Written here because the first
 * Intl.NumberFormat a page builds loads the locale's number data: 10 to 20 ms of one task on a desktop, four times
 * that on a cheap phone, paid while the first page is drawn (every price and area on a card goes through here).
 * The same output is checked against Intl in the tests; numbers too large for this path go to Intl itself.
 */
const NARROW_NBSP = '\u202f';
// The site's two languages: French (the prices' style everywhere) and English, for counts in English texts.
const STYLES = {
  fr: { locale: 'fr-FR', group: NARROW_NBSP, decimal: ',' },
  en: { locale: 'en-US', group: ',', decimal: '.' },
} as const;
type Style = (typeof STYLES)[keyof typeof STYLES];
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;
// Beyond, doubles stop holding every integer and String() may switch to an exponent: Intl takes over.
const PLAIN_LIMIT = 1e15;

const fallbacks = new Map<string, Intl.NumberFormat>();

function intlFormat(value: number, maxFractionDigits: number, locale: string) {
  const key = `${locale} ${maxFractionDigits}`;
  let format = fallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits });
    fallbacks.set(key, format);
  }
  return format.format(value);
}

/** `digits` (a plain decimal, no sign) rounded to `places` decimals, half away from zero, on the digits. */
function rounded(digits: string, places: number): string {
  const [whole, fraction = ''] = digits.split('.');
  if (fraction.length <= places) return digits;
  const kept = (whole + fraction.slice(0, places)).split('');
  if (fraction.charCodeAt(places) >= 53 /* '5' */) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === '9') kept[i--] = '0';
    if (i >= 0) kept[i] = String(Number(kept[i]) + 1);
    else kept.unshift('1');
  }
  const cut = kept.length - places;
  return places > 0 ? `${kept.slice(0, cut).join('')}.${kept.slice(cut).join('')}` : kept.join('');
}

function written(value: number, maxFractionDigits: number, style: Style): string {
  const digits = String(Math.abs(value));
  if (!Number.isFinite(value) || Math.abs(value) >= PLAIN_LIMIT || digits.includes('e'))
    return intlFormat(value, maxFractionDigits, style.locale);
  const [whole = '', fraction = ''] = rounded(digits, maxFractionDigits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(GROUPS, style.group)}${decimals ? `${style.decimal}${decimals}` : ''}`;
}

export function frenchNumber(value: number, maxFractionDigits = 0): string {
  return written(value, maxFractionDigits, STYLES.fr);
}

/** The same in the reader's language ('1 250' in French, '1,250' in English); Intl's default of 3 decimals. */
export function localNumber(value: number, lng: string, maxFractionDigits = 3): string {
  return written(value, maxFractionDigits, lng.startsWith('en') ? STYLES.en : STYLES.fr);
}
