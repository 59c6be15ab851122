export { DataTable } from './DataTable.tsx';
export { RowActions } from './RowActions.tsx';
export { deleteRowAction } from './deleteAction.tsx';
export type { DeleteActionOptions } from './deleteAction.tsx';
export type { DataColumn, DataTableProps, EmptyContent, RowAction, RowSelection } from './types.ts';
export { pageRows, searchRows, searchable, sortRows } from './tableRows.ts';
export type { RowReader, TableSort } from './tableRows.ts';
export type { ServerPaging } from './types.ts';
export { useServerTable, SEARCH_DEBOUNCE_MS } from './useServerTable.ts';
