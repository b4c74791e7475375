import { formatArea, formatDate, formatMonthYear, formatPrice, pluralFr } from '..';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('formats XAF without decimals, French grouping and FCFA', () => {
    expect(formatPrice(45_000_000)).toBe(`45${NNBSP}000${NNBSP}000${NBSP}FCFA`);
    expect(formatPrice(150000.6, 'XAF')).toBe(`150${NNBSP}001${NBSP}FCFA`);
    expect(formatPrice(0)).toBe(`0${NBSP}FCFA`);
    expect(formatPrice('250000')).toBe(`250${NNBSP}000${NBSP}FCFA`);
  });

  it('reads like "45 000 000 FCFA" once spaces are normalised', () => {
    expect(formatPrice(45_000_000).replace(/\s/g, ' ')).toBe('45 000 000 FCFA');
  });

  it('uses the fr-FR currency style for other currencies', () => {
    expect(formatPrice(1250, 'EUR')).toBe(`1${NNBSP}250,00${NBSP}€`);
    expect(formatPrice(99.5, 'usd')).toBe(`99,50${NBSP}$US`);
  });

  it('appends the monthly suffix in the requested language', () => {
    expect(formatPrice(150000, 'XAF', { perMonth: true })).toBe(`150${NNBSP}000${NBSP}FCFA /mois`);
    expect(formatPrice(150000, 'XAF', { perMonth: true, lng: 'en' })).toBe(
      `150${NNBSP}000${NBSP}FCFA /month`,
    );
  });

  it('returns an empty string for unusable amounts', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice('abc')).toBe('');
    expect(formatPrice('')).toBe('');
  });

  it('falls back gracefully on an unknown currency code', () => {
    expect(formatPrice(10, 'NOT-A-CODE')).toBe(`10${NBSP}NOT-A-CODE`);
  });
});

describe('formatArea', () => {
  it('formats with the unit, m² by default', () => {
    expect(formatArea(120)).toBe(`120${NBSP}m²`);
    expect(formatArea(1250, 'm²')).toBe(`1${NNBSP}250${NBSP}m²`);
    expect(formatArea(1.5, 'ha')).toBe(`1,5${NBSP}ha`);
    expect(formatArea('80')).toBe(`80${NBSP}m²`);
  });

  it('returns an empty string for unusable values', () => {
    expect(formatArea(undefined)).toBe('');
    expect(formatArea('x')).toBe('');
  });
});

describe('formatDate', () => {
  it('writes a French long date, 1er for the first', () => {
    expect(formatDate('2026-03-03')).toBe('3 mars 2026');
    expect(formatDate('2026-03-01')).toBe('1er mars 2026');
    expect(formatDate('2026-12-25T10:00:00Z', 'fr')).toBe('25 décembre 2026');
    expect(formatDate(new Date(Date.UTC(2026, 0, 15, 12)))).toBe('15 janvier 2026');
  });

  it('writes an English long date', () => {
    expect(formatDate('2026-03-03', 'en')).toBe('March 3, 2026');
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026');
  });

  it('returns an empty string on invalid input', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(new Date('x'))).toBe('');
  });
});

describe('pluralFr', () => {
  it('uses the singular for 0 and 1, the plural from 2', () => {
    expect(pluralFr(0, 'pièce', 'pièces')).toBe('pièce');
    expect(pluralFr(1, 'pièce', 'pièces')).toBe('pièce');
    expect(pluralFr(1.5, 'pièce', 'pièces')).toBe('pièce');
    expect(pluralFr(2, 'propriété trouvée', 'propriétés trouvées')).toBe('propriétés trouvées');
    expect(pluralFr(20, 'pièce', 'pièces')).toBe('pièces');
  });
});

describe('dates written without Intl, as Intl writes them', () => {
  const intl = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) =>
    new Intl.DateTimeFormat(locale, options).format(date);

  it('agrees with Intl on every month, in French and English, in UTC and in the local zone', () => {
    for (let month = 0; month < 12; month += 1) {
      const day = (month * 5) % 28 || 2;
      const iso = `2026-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const utc = { timeZone: 'UTC' } as const;
      expect(formatDate(iso, 'fr')).toBe(
        intl('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', ...utc }, new Date(iso)),
      );
      expect(formatDate(iso, 'en')).toBe(
        intl('en-US', { day: 'numeric', month: 'long', year: 'numeric', ...utc }, new Date(iso)),
      );
      const local = new Date(2025, month, day, 15, 30);
      expect(formatDate(local, 'fr')).toBe(
        intl('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }, local),
      );
      expect(formatDate(local.toISOString(), 'en')).toBe(
        intl('en-US', { day: 'numeric', month: 'long', year: 'numeric' }, local),
      );
      for (const [lng, locale] of [
        ['fr', 'fr-FR'],
        ['en', 'en-GB'],
      ] as const)
        expect(formatMonthYear(`${iso}T23:30:00Z`, lng)).toBe(
          intl(locale, { month: 'long', year: 'numeric', ...utc }, new Date(`${iso}T23:30:00Z`)),
        );
    }
  });

  it('builds no Intl.DateTimeFormat', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatDate('2026-08-01')).toBe('1er août 2026');
      expect(formatMonthYear('2024-03-15T10:00:00Z', 'fr')).toBe('mars 2024');
      expect(formatMonthYear('2024-03-15T10:00:00Z', 'en')).toBe('March 2024');
      expect(formatMonthYear('nope')).toBe('');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
