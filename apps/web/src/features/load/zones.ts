import type { AcwrZone } from '@prancheta/shared';

/** The colour of each ACWR zone (Mantine colour names). */
export const ZONE_COLOURS: Record<AcwrZone, string> = { low: 'blue', target: 'green', caution: 'orange', high: 'red' };

/** A ratio with two decimals, or a dash. */
export const ratio = (v: number | null | undefined) => (v == null ? '—' : v.toFixed(2));
