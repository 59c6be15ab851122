import { createTheme } from '@mantine/core';

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
});
