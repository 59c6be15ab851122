import type { MantineBreakpoint, MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RowReader, TableSort } from './tableRows.ts';

/** One column of a DataTable. */
export interface DataColumn<T> extends RowReader<T> {
  /** Header text. */
  title: ReactNode;
  /** Cell content; defaults to `row[key]`. */
  render?: (row: T) => ReactNode;
  /** Clicking (or Enter on) the header sorts by this column. */
  sortable?: boolean;
  /** Hidden on screens narrower than this breakpoint (phones keep the columns that matter). */
  hideBelow?: MantineBreakpoint;
  width?: number | string;
  /** One line with an ellipsis. */
  ellipsis?: boolean;
  /** The cell's tooltip (e.g. the whole text of a cut preview). */
  cellTitle?: (row: T) => string;
  /** data-testid of the cell. */
  cellTestId?: (row: T) => string;
}

/** One row action (an icon button with a tooltip). */
export interface RowAction<T> {
  key: string;
  /** Accessible name and tooltip. */
  label: string;
  icon: ReactNode;
  color?: MantineColor;
  /** Either a click handler or a link. */
  onClick?: (row: T) => void;
  href?: (row: T) => string;
  hidden?: (row: T) => boolean;
  loading?: (row: T) => boolean;
  disabled?: (row: T) => boolean;
  /** The action changes data on the server: disabled (with the reason) on a screen read-only offline. */
  mutates?: boolean;
  testId?: (row: T) => string;
}

/** Row selection with checkboxes, by row key. Selection survives search, sort and paging. */
export interface RowSelection<T> {
  selected: ReadonlyArray<string | number>;
  onChange: (keys: Array<string | number>) => void;
  /** Rows that cannot be selected. */
  isSelectable?: (row: T) => boolean;
  /** What the checkbox of a row selects (its accessible name). */
  rowLabel?: (row: T) => string;
  rowTestId?: (row: T) => string;
  allTestId?: string;
}

/** What the table shows when there are no records at all: what is missing and what to do next. */
export interface EmptyContent {
  icon: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
}

/**
 * Paging, sorting and searching done by the server: the table shows `records` as they come (one
 * page), and reports page, sort and search changes (see useServerTable).
 */
export interface ServerPaging {
  /** Rows matching the search and filters, over every page. */
  total: number;
  /** True when the list holds more rows than `total` (the server stops counting at its cap). */
  capped?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  /** The search box's text (the request follows it after a pause). */
  query: string;
  onQueryChange: (query: string) => void;
  /** A page is being fetched; the previous rows stay shown meanwhile. */
  fetching?: boolean;
  /** A filter besides the search is set: no rows then means no match, not an empty list. */
  filtered?: boolean;
}

/** Props of DataTable. */
export interface DataTableProps<T> {
  records: readonly T[] | undefined;
  /** A stable key per row (usually the id). */
  rowKey: (row: T) => string | number;
  columns: DataColumn<T>[];
  actions?: RowAction<T>[];
  /** The key of the column the actions column follows; default the first column (seed tables: id, actions, ...). null: last; '': first. */
  actionsAfter?: string | null;
  /** On a phone the actions column comes last, so the row's own columns (title, name) come first. */
  phoneActionsLast?: boolean;
  actionsTitle?: string;
  /** The first load is running. */
  loading?: boolean;
  /** A search box over the columns (placeholder and accessible name). */
  search?: { placeholder: string; testId?: string };
  /** A filter applied with the search (e.g. a status filter placed in the toolbar). */
  filter?: (row: T) => boolean;
  defaultSort?: TableSort;
  /** Rows per page (default 20). */
  pageSize?: number;
  /** Server paging: records are one page already sorted and searched by the server. */
  server?: ServerPaging;
  selection?: RowSelection<T>;
  /** Controls next to the search box (filters, bulk actions). */
  toolbar?: ReactNode;
  empty: EmptyContent;
  onRowClick?: (row: T) => void;
  testId?: string;
  rowTestId?: (row: T) => string;
  /** The row's id attribute (an anchor a link scrolls to). */
  rowId?: (row: T) => string;
}
