/**
 * A date as the user's language writes it in short form: "20/11/2026" in pt-br and es-es,
 * "11/20/2026" in en-us. A date-only ISO text ("2026-11-20") is that calendar day wherever the
 * browser is (never shifted by the time zone); a full timestamp is shown in local time. Text that
 * is not a date is shown as it is.
 */
export function shortDate(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}
