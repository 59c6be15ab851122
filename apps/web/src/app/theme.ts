import { createTheme, mergeThemeOverrides } from '@mantine/core';
import type { CloseButtonProps, ComboboxProps, CSSVariablesResolver, DrawerProps, MantineThemeOverride, MenuProps, ModalProps } from '@mantine/core';
import { accessibleShade, over } from './contrast.ts';

/** The one Mantine theme: pitch green primary, gold accents. */
export const theme = createTheme({
  primaryColor: 'pitch',
  colors: {
    pitch: ['#e8f7ed', '#d3eedb', '#a6dcb6', '#76c98e', '#4fb96d', '#36ae58', '#27a84d', '#1b923e', '#128236', '#00712b'],
    gold: ['#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#ffab09', '#e39500', '#ca8400', '#af7100'],
  },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  // Keyboard focus shows a ring (mouse clicks do not): see global.css for elements outside Mantine.
  focusRing: 'auto',
  components: {
    // Mantine puts a focusable, role-less placeholder div inside role="menu" so a mouse opening
    // focuses no item; axe reports it as aria-required-children (critical). Without it the first
    // item takes focus (shown only to keyboard users: focusRing 'auto').
    // A plain object, as Menu.extend would return: importing Menu here would put it (and Popover,
    // Floating UI...) in the first load's scripts.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // Select, MultiSelect, Autocomplete and TagsInput build their dropdown (every option) only when
    // it opens. Mantine's default keeps each one mounted, hidden, from the first render: a list of
    // options nobody sees, and a Floating UI position computed for it inside the commit (forcing
    // the browser to lay out the page then), in the first screen of every page with a select.
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
    // A dialog or drawer still stops the page behind it from scrolling (react-remove-scroll's
    // listeners), but no longer hides the scroll bar: hiding it inserts a stylesheet into the
    // document, and adding a stylesheet makes the browser match the whole page against Mantine's
    // 190 KB of rules again, tens of milliseconds of a phone's tap (a row's delete confirmation).
    // The page behind no longer shifts sideways on a desktop either.
    Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { removeScrollProps: { removeScrollBar: false } } satisfies Partial<DrawerProps> },
  },
});

/**
 * The theme once the translations are in: every close button (dialogs, drawers, notifications,
 * alerts, clearable inputs) is named in the user's language.
 */
export function localisedTheme(closeLabel: string): MantineThemeOverride {
  return mergeThemeOverrides(theme, createTheme({ components: { CloseButton: { defaultProps: { 'aria-label': closeLabel } as Partial<CloseButtonProps> } } }));
}

/** Where the app paints text: white cards and the grey page (gray.0). */
const BACKGROUNDS = ['#ffffff', '#f8f9fa'];

/** Secondary ("dimmed") text and placeholders: grey that still reads at WCAG AA on white and gray.0. */
const DIMMED = '#5c636a';
const PLACEHOLDER = '#6b737a';

/**
 * WCAG AA colour contrast for the whole theme instead of per element: every colour's filled
 * background (under white text), its light/subtle/outline text and plain coloured text use the first
 * shade that reads at 4.5:1 (Mantine's default shade 6 of gray, red, green, orange, teal, pitch...
 * does not); dimmed text, placeholders, links and error messages likewise. Run when the static
 * theme-variables.css is generated (themeCss.ts), not in the browser.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {};
  for (const [name, palette] of Object.entries(t.colors)) {
    const ink = accessibleShade(palette, 6, BACKGROUNDS);
    const hover = accessibleShade(palette, Math.min(palette.indexOf(ink) + 1, 9), BACKGROUNDS);
    light[`--mantine-color-${name}-filled`] = ink;
    light[`--mantine-color-${name}-filled-hover`] = hover === ink ? over(ink, 0.88, '#000000') : hover;
    light[`--mantine-color-${name}-light-color`] = ink;
    light[`--mantine-color-${name}-outline`] = ink;
    light[`--mantine-color-${name}-text`] = ink;
    light[`--mantine-color-${name}-light`] = `${ink}1a`;
    light[`--mantine-color-${name}-light-hover`] = `${ink}1f`;
  }
  const primary = light[`--mantine-color-${t.primaryColor}-filled`]!;
  return {
    variables: {},
    light: {
      ...light,
      '--mantine-color-dimmed': DIMMED,
      '--mantine-color-placeholder': PLACEHOLDER,
      '--mantine-color-anchor': primary,
      '--mantine-color-error': light['--mantine-color-red-filled']!,
    },
    dark: {},
  };
};
