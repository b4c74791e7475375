import { frenchNumber } from './french-number';

export type Currency = 'XAF' | 'USD' | 'EUR' | 'GBP' | (string & {});

export interface FormatPriceOptions {
  /** Appends the monthly suffix ('/mois', '/month') for rentals. */
  perMonth?: boolean;
  /** Language of that suffix only; numbers always use French grouping. */
  lng?: string;
}

// The suffix is the formatter's only text. It lives here, not in i18next, so formatters stay pure
// functions usable in tests, yup messages and toasts without an initialised instance.
const PER_MONTH: Record<string, string> = { fr: '/mois', en: '/month' };
const NBSP = '\u00a0';

// Other currencies are rare (the API accepts a few): their Intl formats are built the first time one shows.
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string): Intl.NumberFormat {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency });
    currencyFormats.set(currency, format);
  }
  return format;
}

function toAmount(amount: unknown): number | null {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * '45 000 000 FCFA' for XAF (no decimals: the franc CFA has no cents in use), Intl's fr-FR currency
 * style for the others ('1 250,00 €'). Group separators are the narrow no-break spaces Intl emits and
 * the space before FCFA is a no-break space, so a price never wraps in the middle. Bad input gives ''.
 */
export function formatPrice(amount: unknown, currency: Currency = 'XAF', options: FormatPriceOptions = {}) {
  const value = toAmount(amount);
  if (value === null) return '';
  const code = (currency || 'XAF').toUpperCase();
  let text: string;
  if (code === 'XAF') {
    text = `${frenchNumber(value)}${NBSP}FCFA`;
  } else {
    try {
      text = currencyFormat(code).format(value);
    } catch {
      // An unknown ISO code from the API still shows a readable price.
      text = `${frenchNumber(value)}${NBSP}${code}`;
    }
  }
  if (!options.perMonth) return text;
  const lng = (options.lng ?? 'fr').slice(0, 2);
  return `${text} ${PER_MONTH[lng] ?? PER_MONTH.fr}`;
}
