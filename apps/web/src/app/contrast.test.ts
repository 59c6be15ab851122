import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA, accessibleShade, contrastRatio, over } from './contrast.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const merged = { ...DEFAULT_THEME, ...theme, colors: { ...DEFAULT_THEME.colors, ...theme.colors } } as typeof DEFAULT_THEME;

describe('theme colour contrast (WCAG AA)', () => {
  it('measures contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(over('#000000', 0.5)).toBe('#808080');
  });

  it('picks the first shade that reads at AA, darkening past the palette when none does', () => {
    const pitch = theme.colors!.pitch!;
    expect(accessibleShade(pitch, 6, ['#ffffff', '#f8f9fa'])).toBe(pitch[9]);
    const yellow = DEFAULT_THEME.colors.yellow;
    const ink = accessibleShade(yellow, 6, ['#ffffff']);
    expect(yellow).not.toContain(ink);
    expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it('every colour of the theme, the dimmed text, placeholders, links and errors read at AA on white and on the grey page', () => {
    const vars = cssVariablesResolver(merged).light;
    const inks = Object.entries(vars).filter(([name]) => /-(filled|light-color|outline|text)$|-(dimmed|placeholder|anchor|error)$/.test(name));
    expect(inks.length).toBeGreaterThan(Object.keys(merged.colors).length * 4);
    for (const [name, value] of inks) {
      for (const bg of ['#ffffff', '#f8f9fa']) expect(contrastRatio(value, bg), `${name} ${value} on ${bg}`).toBeGreaterThanOrEqual(AA);
    }
  });
});
