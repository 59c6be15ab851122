import type { Language } from '@prancheta/shared';

// Made on first use: an Intl formatter loads its locale data, tens of milliseconds on a slow phone,
// and this module is part of the first load.
let brl: Intl.NumberFormat | undefined;

/** A price in reais as "R$ 29,90" in every language (the seed shows R$ with a decimal comma). */
export function formatPrice(reais: number): string {
  // Intl separates "R$" and the amount with a no-break space; a plain space reads and searches the same.
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(reais).replace(/\u00a0/g, ' ');
}

/** A number in the user's language with `digits` decimals: "1,6" in pt-br and es-es, "1.6" in en-us. */
export function formatNumber(value: number, lang: Language, digits = 1): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** The decimal separator of the user's language ("," or "."). */
export function decimalSeparator(lang: Language): string {
  return formatNumber(1.5, lang).replace(/\d/g, '');
}

// Dates live in the shared package: the server's PDFs write them the same way.
export { formatDate, formatDayMonth, formatShortDate } from '@prancheta/shared/dates.ts';

/** An amount in cents as the user's language writes reais: "R$ 29,90" (pt-br), "29,90 R$" (es-es), "R$29.90" (en-us). */
export function formatAmount(cents: number, lang: Language): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' }).format(cents / 100).replace(/\u00a0/g, ' ');
}
