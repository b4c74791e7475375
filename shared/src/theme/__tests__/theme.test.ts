import { media, theme } from '..';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme', () => {
  const { colors } = theme;

  it.each([
    ['text', colors.text, colors.background],
    ['text on surface', colors.text, colors.surface],
    ['muted', colors.muted, colors.background],
    ['muted on surface', colors.muted, colors.surface],
    ['primary', colors.primary, colors.background],
    ['primary on surface', colors.primary, colors.surface],
    ['white on primary', colors.primaryContrast, colors.primary],
    ['white on primary hover', colors.primaryContrast, colors.primaryHover],
    ['primary on its soft tint', colors.primary, colors.primarySoft],
    ['white on danger', colors.primaryContrast, colors.danger],
    ['danger', colors.danger, colors.background],
    ['danger on its tint', colors.danger, colors.dangerSoft],
    ['success', colors.success, colors.background],
    ['success on its tint', colors.success, colors.successSoft],
    ['warning on its tint', colors.warning, colors.warningSoft],
    ['info on its tint', colors.info, colors.infoSoft],
    ['accent text', colors.accentContrast, colors.accent],
  ])('%s meets WCAG AA (4.5:1)', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps control borders and the focus ring visible (3:1 for UI parts)', () => {
    expect(contrast(colors.borderStrong, colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
  });

  it('offers mobile-first min-width media queries at the agreed breakpoints', () => {
    expect(theme.breakpoints).toEqual({ sm: 480, md: 768, lg: 1024, xl: 1280 });
    expect(media.sm).toBe('@media (min-width: 480px)');
    expect(media.md).toBe('@media (min-width: 768px)');
    expect(media.lg).toBe('@media (min-width: 1024px)');
    expect(media.xl).toBe('@media (min-width: 1280px)');
  });

  it('uses system fonts only', () => {
    expect(theme.typography.fontFamily).toMatch(/^system-ui/);
    expect(theme.typography.fontFamily).not.toMatch(/url\(/);
  });
});
