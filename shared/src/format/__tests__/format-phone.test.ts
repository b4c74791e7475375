import { formatPhone } from '..';

describe('formatPhone', () => {
  it('writes a Cameroonian number in the pairs people read aloud', () => {
    expect(formatPhone('+237677123456')).toBe('+237 6 77 12 34 56');
    expect(formatPhone('+237 6 77 12 34 56')).toBe('+237 6 77 12 34 56');
    expect(formatPhone(' 237 677-12-34-56 ')).toBe('+237 6 77 12 34 56');
    expect(formatPhone('699.12.00.06')).toBe('+237 6 99 12 00 06');
  });

  it('shows anything else as it is, trimmed', () => {
    expect(formatPhone('+33 1 23 45 67 89')).toBe('+33 1 23 45 67 89');
    expect(formatPhone('  appelez-moi ')).toBe('appelez-moi');
    expect(formatPhone('67712345')).toBe('67712345');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
