/** WCAG 2 colour contrast of #rrggbb colours, and the darkest-needed shade of a palette that meets it. */

/** WCAG AA for normal text. */
export const AA = 4.5;

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color` painted with `opacity` over `backdrop` (the light variants' tinted backgrounds). */
export function over(color: string, opacity: number, backdrop = '#ffffff'): string {
  const c = channels(color);
  const b = channels(backdrop);
  return toHex(c.map((v, i) => v * opacity + b[i]! * (1 - opacity)));
}

/** `color` mixed with black by `amount` (0 to 1). */
export function shadeDarker(color: string, amount: number): string {
  return toHex(channels(color).map((v) => v * (1 - amount)));
}

/**
 * The shade of `palette` to use for text and filled backgrounds: the first from `from` on that reads
 * at AA as text on white, on the app's grey page and on its own 10 % tint, and under white text; when
 * even the darkest shade does not, that shade darkened until it does.
 */
export function accessibleShade(palette: readonly string[], from: number, backgrounds: readonly string[]): string {
  const ok = (c: string) => [...backgrounds, over(c, 0.12)].every((bg) => contrastRatio(c, bg) >= AA);
  for (let i = from; i < palette.length; i++) if (ok(palette[i]!)) return palette[i]!;
  let c = palette[palette.length - 1]!;
  for (let step = 0; step < 20 && !ok(c); step++) c = shadeDarker(c, 0.05);
  return c;
}
