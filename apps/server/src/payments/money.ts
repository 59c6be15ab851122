/** Cents to reais as a number (2990 -> 29.9). */
export function centsToReais(cents: number): number {
  return Math.round(cents) / 100;
}

/** Reais (as the provider reports them) to integer cents (29.9 -> 2990). */
export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}

/** Brazilian currency text with a decimal comma: 2990 -> "R$ 29,90", 123456 -> "R$ 1.234,56". */
export function formatBrl(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}R$ ${whole},${fraction}`;
}
