// Build step: Mantine's default CSS variables computed only when used. The module that strips
// defaults from a theme's variables (@mantine/core, remove-default-variables.mjs) computes every
// variable of Mantine's default theme (each colour's shades, rgba mixes, sizes) at import, in the
// first load's module evaluation, although the app never uses it: the theme's variables are a
// static stylesheet (app/theme-variables.css) and MantineProvider is told not to compute them
// (`withCssVariables={false}`). Here the table is computed on the first call instead.
import type { Plugin } from 'vite';

const MODULE = /\/@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';

/** The module's code with the table behind a function that computes it once, on the first call. */
export function lazyDefaults(code: string): string {
  if (!code.includes(EAGER)) throw new Error('remove-default-variables.mjs changed: update mantineLazyDefaults.ts');
  return code
    .replace(EAGER, 'let defaultCssVariablesTable;\nconst defaults = () => (defaultCssVariablesTable ??= defaultCssVariablesResolver(DEFAULT_THEME));')
    .replace(/\bdefaultCssVariables\./g, 'defaults().');
}

export function mantineLazyDefaults(): Plugin {
  return {
    name: 'prancheta-mantine-lazy-defaults',
    enforce: 'pre',
    transform(code, id) {
      return MODULE.test(id.split('?')[0]!) ? lazyDefaults(code) : undefined;
    },
  };
}
