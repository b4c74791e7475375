import { frenchNumber } from '../french-number';

const intl = (value: number, digits: number) =>
  new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits }).format(value);

describe('frenchNumber', () => {
  it('writes what Intl fr-FR writes: groups, decimal comma, rounding on the shortest decimal form', () => {
    const values = [
      0,
      -0,
      1,
      12,
      999,
      1000,
      1234.5,
      45_000_000,
      150_000.6,
      0.5,
      1.5,
      2.5,
      -2.5,
      -0.2,
      1.005,
      0.125,
      99.995,
      9.999,
      999_999.995,
      123_456_789_012.345,
      0.0001,
      1e-7,
      1e15,
      1e21,
      12.3456,
      0.1 + 0.2,
      Number.NaN,
      Infinity,
    ];
    for (const digits of [0, 2])
      for (const value of values)
        expect([value, digits, frenchNumber(value, digits)]).toEqual([value, digits, intl(value, digits)]);
  });

  it('agrees with Intl on a spread of prices and areas', () => {
    // A fixed pseudo-random walk (no Math.random: the same numbers every run).
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 5000; i += 1) {
      const digits = i % 3;
      const raw = (next() - 0.2) * 10 ** Math.floor(next() * 13);
      const value = i % 2 ? Math.round(raw * 1000) / 1000 : raw;
      expect(frenchNumber(value, digits)).toBe(intl(value, digits));
    }
  });

  it('groups with narrow no-break spaces, so a price never wraps inside', () => {
    expect(frenchNumber(45_000_000)).toBe('45\u202f000\u202f000');
    expect(frenchNumber(1250.75, 2)).toBe('1\u202f250,75');
  });
});
