import { z } from 'zod';
import { text } from './common.ts';

/** Rows per page of a server-paged admin list when the caller names none. */
export const PAGE_SIZE_DEFAULT = 20;
/** Most rows one page may ask for. */
export const PAGE_SIZE_MAX = 100;
/** Highest page number accepted (a deeper page is refused rather than scanned). */
export const PAGE_MAX = 100_000;
/** Longest search text of an admin list. */
export const LIST_QUERY_MAX = 100;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The query parameters every server-paged list takes that name a page. */
export const PAGING_PARAMS = ['page', 'pageSize', 'sort', 'dir', 'q'] as const;

/**
 * Query string of a server-paged admin list: page (1-based), pageSize, sort (one of the list's
 * indexed columns: anything else is refused with 422), dir and q (the search). All optional.
 */
export function pagedQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z.object({
    page: z.coerce.number({ message: 'validation.number' }).int({ message: 'validation.number' }).min(1, { message: 'validation.min' }).max(PAGE_MAX, { message: 'validation.invalid' }).optional(),
    pageSize: z.coerce.number({ message: 'validation.number' }).int({ message: 'validation.number' }).min(1, { message: 'validation.min' }).max(PAGE_SIZE_MAX, { message: 'validation.invalid' }).optional(),
    sort: z.enum(sorts, { message: 'admin.list.sort-invalid' }).optional(),
    dir: z.enum(SORT_DIRECTIONS, { message: 'validation.invalid' }).optional(),
    q: text().trim().max(LIST_QUERY_MAX, { message: 'validation.max' }).optional(),
  });
}

/** True when a list query names any paging parameter (without one, a seed route keeps its old answer). */
export function wantsPage(query: Record<string, unknown>): boolean {
  return PAGING_PARAMS.some((k) => query[k] !== undefined);
}

/** One page of a server-paged list: its rows and how many rows match in all. */
export function pageAnswer<T extends z.ZodType>(item: T) {
  // capped: the list holds more than `total` (counting stops at the server's cap).
  return z.object({ items: z.array(item), total: z.number(), capped: z.boolean().optional(), page: z.number(), pageSize: z.number() });
}

/** What the web app sends for a page (the same names as the query string). */
export interface PageParams<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  dir: SortDirection;
  q: string;
}
