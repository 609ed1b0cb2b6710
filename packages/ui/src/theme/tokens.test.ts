import { describe, expect, it } from 'vitest';
import { breakpoints, colors, headerThemes, layout } from './tokens';
import { createTheme } from './theme';

/** WCAG relative luminance and contrast ratio, to keep the token pairs AA. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('tokens', () => {
  it('keeps the spec constants', () => {
    expect(breakpoints).toMatchObject({ sm: 425, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(layout).toMatchObject({
      pageMaxWidth: 1211,
      formMaxWidth: 898,
      avatarSize: 40,
      dropdownWidth: 200,
      mobileMenuTop: 55,
      stickyThreshold: 40,
    });
    expect(colors.brandDeep).toBe('#29507E');
    expect(colors.brandBlue).toBe('#176cd9');
  });

  it.each([
    ['white on brand blue (primary button, theme3 header)', colors.white, colors.brandBlue],
    ['white on brand deep (theme2 header)', colors.white, colors.brandDeep],
    ['brand deep on white (secondary button)', colors.brandDeep, colors.white],
    ['ink on white (forms)', colors.ink, colors.surface],
    ['muted ink on white (hints)', colors.inkMuted, colors.surface],
    ['success text on success box', colors.success, colors.successBg],
    ['danger text on error box', colors.danger, colors.dangerBg],
    ['info text on info box (message waiting to be sent)', colors.info, colors.infoBg],
    ['danger text on white (field errors)', colors.danger, colors.surface],
    ['muted text on space', colors.onSpaceMuted, colors.space],
  ])('%s passes AA (4.5:1)', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('the page progress bar, star on its space track, passes AA for non-text UI (3:1)', () => {
    expect(contrast(colors.star, colors.space)).toBeGreaterThanOrEqual(3);
  });

  it('applies a header theme as an override of the base', () => {
    const t = createTheme('theme3');
    expect(t.header).toBe(headerThemes.theme3);
    expect(t.colors).toBe(createTheme('theme1').colors);
  });
});
