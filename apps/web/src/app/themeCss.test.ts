import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_HEADER, themeCss } from './themeCss.ts';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'theme-variables.css');

describe('the theme CSS variables shipped as a static file', () => {
  it('are what Mantine would compute for the theme at run time', () => {
    const expected = `${THEME_CSS_HEADER}${themeCss()}\n`;
    if (process.env.UPDATE_THEME_CSS) fs.writeFileSync(file, expected);
    // A changed theme, resolver or Mantine version: regenerate with UPDATE_THEME_CSS=1 (see the file's first line).
    expect(fs.readFileSync(file, 'utf8')).toBe(expected);
  });

  it('carry the contrast-corrected colours and the primary colour', () => {
    const css = themeCss();
    // The last declaration of a name is the one that applies (Mantine's, then the resolver's).
    const value = (name: string) => [...css.matchAll(new RegExp(`${name}:\\s*([^;]+);`, 'g'))].pop()?.[1];
    expect(css).toMatch(/^:root\b/);
    expect(value('--mantine-color-pitch-filled')).toBe('#00712b');
    expect(value('--mantine-primary-color-filled')).toBe('var(--mantine-color-pitch-filled)');
    expect(value('--mantine-color-dimmed')).toBe('#5c636a');
  });
});
