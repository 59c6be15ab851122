// Build-time only (the unit test and its UPDATE mode import it, the app never does): the CSS
// variables Mantine's provider would write into a <style> element on every page load, for the
// app's theme and its contrast resolver. The app ships them as a static file (theme-variables.css)
// and tells the provider not to compute them: on a slow phone the colour contrast search and
// Mantine's variable merging took a long task of their own before the first screen.
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { cssVariablesResolver, theme } from './theme.ts';

/** The generated file's first line: where it comes from and how to refresh it. */
export const THEME_CSS_HEADER =
  '/* Generated from src/app/theme.ts by src/app/themeCss.test.ts (UPDATE_THEME_CSS=1 npx vitest run apps/web/src/app/themeCss.test.ts): do not edit. */\n';

/** The rule Mantine's MantineCssVariables renders for the theme (variables equal to Mantine's defaults left out). */
export function themeCss(): string {
  const html = renderToString(createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }));
  const css = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1];
  if (!css) throw new Error('MantineProvider rendered no CSS variables');
  return css
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
