/** Types of check-bundle.mjs, for the TypeScript benches that share its measure. */
export const BUDGET_KIB: number;
export function initialScripts(html: string): string[];
export function sizes(file: string): { raw: number; gzip: number };
export function initialJs(dist: string): { files: Array<{ file: string; raw: number; gzip: number }>; gzip: number };
export function checkBudget(dist: string, budgetKiB?: number): { ok: boolean; gzip: number; report: string };
