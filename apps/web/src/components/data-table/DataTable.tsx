import { Box, Button, Group, Paper, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CheckboxProps, MantineTheme } from '@mantine/core';
import { DataTable as MantineDataTable } from 'mantine-datatable';
import type { DataTableColumn, DataTableProps as MantineDataTableProps, DataTableSortStatus } from 'mantine-datatable';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState.tsx';
import { RowActions } from './RowActions.tsx';
import { SearchBox } from './SearchBox.tsx';
import { pageRows, searchRows, sortRows } from './tableRows.ts';
import type { TableSort } from './tableRows.ts';
import type { DataColumn, DataTableProps } from './types.ts';

const ACTIONS_KEY = '__actions';

function mediaQuery(bp: DataColumn<unknown>['hideBelow']) {
  return bp ? (theme: MantineTheme) => `(min-width: ${theme.breakpoints[bp]})` : undefined;
}

/** On a phone a long one-line cell (an e-mail) wraps anywhere instead of widening the table past the screen. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/**
 * A cell renderer that gives back the same element for the same row object: React then skips that
 * cell's content (a row's action buttons are dozens of components) when the table renders again
 * with rows it already showed, e.g. while a search narrows the list. The cache belongs to one
 * column definition, which is made again whenever the columns, the actions or the layout change.
 */
function cachedRender<T>(render: (row: T) => ReactNode): (row: T) => ReactNode {
  const cache = new WeakMap<object, ReactNode>();
  return (row: T) => {
    if (typeof row !== 'object' || row === null) return render(row);
    if (cache.has(row)) return cache.get(row);
    const node = render(row);
    cache.set(row, node);
    return node;
  };
}

/** The previous rows when they are the same records in the same order, so the table's props keep their identity. */
function useSameRows<T>(rows: T[]): T[] {
  const last = useRef(rows);
  const prev = last.current;
  if (prev !== rows && prev.length === rows.length && prev.every((r, i) => r === rows[i])) return prev;
  last.current = rows;
  return rows;
}

/**
 * mantine-datatable memoised: a render of DataTable whose table props are unchanged (a key typed in
 * the search that keeps the same rows) does not render the table's rows and cells again.
 */
const MemoDataTable = memo(MantineDataTable) as typeof MantineDataTable;

function toColumn<T>(c: DataColumn<T>, compact: boolean): DataTableColumn<T> {
  return {
    accessor: c.key,
    title: c.title,
    sortable: c.sortable ?? false,
    render: c.render ? cachedRender((row: T) => c.render!(row)) : undefined,
    visibleMediaQuery: mediaQuery(c.hideBelow as DataColumn<unknown>['hideBelow']),
    width: c.width,
    ellipsis: c.ellipsis && !compact,
    cellsStyle: c.ellipsis && compact ? () => WRAP_ANYWHERE : undefined,
    customCellAttributes: c.cellTitle || c.cellTestId ? (row: T) => ({ title: c.cellTitle?.(row), 'data-testid': c.cellTestId?.(row) }) : undefined,
  } as DataTableColumn<T>;
}

/**
 * The app's data table (mantine-datatable underneath): search over the columns (accents ignored),
 * sortable headers (click or Enter), paging, row actions, checkbox selection, a toolbar slot, a
 * loading state and an empty state saying what to do next. Columns with `hideBelow` hide on small
 * screens, so a 360 px phone keeps the id, the actions and the main columns.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const { records, rowKey, columns, selection, server } = props;
  const pageSize = server?.pageSize ?? props.pageSize ?? 20;
  const [localQuery, setLocalQuery] = useState('');
  const [localSort, setSort] = useState<TableSort | null>(props.defaultSort ?? null);
  const [localPage, setPage] = useState(1);
  const query = server ? server.query : localQuery;
  const sort = server ? server.sort : localSort;
  const page = server ? server.page : localPage;
  const setQuery = (value: string) => {
    if (server) server.onQueryChange(value);
    else {
      setLocalQuery(value);
      setPage(1);
    }
  };
  // Phones: smaller action buttons and cell padding, so the main columns keep their room. Read when
  // the table first renders (not in an effect after it, which rendered the whole table again on a
  // phone, the first time in the same long task as the page's first commit).
  const theme = useMantineTheme();
  const compact = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`, false, { getInitialValueInEffect: false }) ?? false;

  const filtered = useMemo(() => {
    if (server) return records ?? [];
    const kept = props.filter ? (records ?? []).filter(props.filter) : (records ?? []);
    return sortRows(searchRows(kept, columns, query), columns, sort, i18n.language);
  }, [server, records, props.filter, columns, query, sort, i18n.language]);
  const shown = server ? { rows: [...filtered], page: server.page } : pageRows(filtered, page, pageSize);
  const matching = server ? server.total : filtered.length;
  useEffect(() => {
    if (!server && shown.page !== page) setPage(shown.page);
  }, [server, shown.page, page]);

  const tableColumns = useMemo(() => {
    const list = columns.map((c) => toColumn(c, compact));
    if (!props.actions?.length) return list;
    const actions: DataTableColumn<T> = { accessor: ACTIONS_KEY, title: props.actionsTitle ?? t('table.actions'), render: cachedRender((row: T) => <RowActions row={row} actions={props.actions!} compact={compact} />) };
    // On a phone a table may keep its actions last, after the columns that say which row it is.
    const after = compact && props.phoneActionsLast ? null : props.actionsAfter === undefined ? columns[0]?.key : props.actionsAfter;
    const at = after === null ? list.length : after === '' ? 0 : list.findIndex((c) => c.accessor === after) + 1;
    list.splice(at, 0, actions);
    return list;
  }, [columns, props.actions, props.actionsAfter, props.actionsTitle, props.phoneActionsLast, t, compact]);

  // The table's props keep their identity while what they show is unchanged (MemoDataTable).
  const rows = useSameRows(shown.rows);
  const onQueryPage = server ? server.onPageChange : setPage;
  // A server-paged table gets a new `server` object at each render of its page (each key typed):
  // the props below read its values, and its sort handler when a header is clicked, so that they
  // change only when those do.
  const serverNow = useRef(server);
  useLayoutEffect(() => {
    serverNow.current = server;
  });
  const serverCapped = server?.capped ?? false;
  const serverFetching = server?.fetching ?? false;
  const { loading, onRowClick, rowTestId, rowId } = props;
  const tableProps = useMemo(() => {
    const byKey = new Map((records ?? []).map((r) => [rowKey(r), r]));
    const selectedRecords = selection ? selection.selected.map((k) => byKey.get(k)).filter((r): r is T => r !== undefined) : undefined;
    // Without a sort yet, a status naming no column keeps the headers clickable.
    const sortStatus: DataTableSortStatus<T> = sort ? { columnAccessor: sort.key, direction: sort.direction } : { columnAccessor: '', direction: 'asc' };
    const paging =
      matching > pageSize
        ? {
            page: shown.page,
            onPageChange: onQueryPage,
            totalRecords: matching,
            recordsPerPage: pageSize,
            // A capped server count reads "10.000+": the list goes on past what was counted.
            paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
              t('table.range', { from, to, total: serverCapped ? `${totalRecords.toLocaleString(i18n.language)}+` : totalRecords }),
            getPaginationControlProps: (control: string) => ({ 'aria-label': t(`table.page-${control}`) }),
          }
        : {};
    const selecting = selection
      ? {
          // The whole cell is the checkbox's target (at least 40 px wide, as tall as the row): a finger
          // need not hit the 20 px box.
          selectionTrigger: 'cell',
          selectionColumnStyle: { minWidth: 44, width: 44 },
          selectedRecords,
          onSelectedRecordsChange: (picked: T[]) => {
            // Rows of other pages (or hidden by the search) stay selected.
            const visible = new Set(rows.map(rowKey));
            const kept = selection.selected.filter((k) => !visible.has(k));
            selection.onChange([...kept, ...picked.map(rowKey).filter((k) => visible.has(k))]);
          },
          isRecordSelectable: selection.isSelectable ? (row: T) => selection.isSelectable!(row) : undefined,
          getRecordSelectionCheckboxProps: (row: T) => ({ 'aria-label': t('table.select-row', { label: selection.rowLabel?.(row) ?? String(rowKey(row)) }), 'data-testid': selection.rowTestId?.(row) }) as CheckboxProps,
          allRecordsSelectionCheckboxProps: { 'aria-label': t('table.select-all'), 'data-testid': selection.allTestId } as CheckboxProps,
        }
      : {};

    // mantine-datatable types pagination, selection and sorting as all-or-nothing unions: build the props, then check them once.
    const tableProps = {
      ...paging,
      ...selecting,
      withTableBorder: true,
      borderRadius: 'md',
      striped: true,
      highlightOnHover: true,
      verticalSpacing: compact ? 'xs' : 'sm',
      horizontalSpacing: compact ? 6 : 'xs',
      minHeight: loading ? 200 : undefined,
      fetching: loading || serverFetching,
      loadingText: t('general.loading'),
      noRecordsText: '',
      records: rows,
      columns: tableColumns,
      idAccessor: (row: T) => rowKey(row),
      sortStatus,
      // A newly chosen column starts ascending; the same column flips.
      onSortStatusChange: (s: DataTableSortStatus<T>) => {
        const key = String(s.columnAccessor);
        const next = (prev: TableSort | null): TableSort => ({ key, direction: prev?.key === key ? s.direction : 'asc' });
        const current = serverNow.current;
        if (current) current.onSortChange(next(current.sort));
        else setSort(next);
      },
      onRowClick: onRowClick ? ({ record }: { record: T }) => onRowClick!(record) : undefined,
      customRowAttributes: rowTestId || rowId ? (row: T) => ({ 'data-testid': rowTestId?.(row), id: rowId?.(row) }) : undefined,
    } as unknown as MantineDataTableProps<T>;
    return tableProps;
  }, [records, rowKey, selection, sort, matching, pageSize, shown.page, onQueryPage, serverCapped, serverFetching, t, i18n.language, rows, compact, loading, tableColumns, onRowClick, rowTestId, rowId]);

  // With server paging the list is empty only when nothing is searched or filtered.
  const total = server ? (query || server.filtered ? 1 : server.total) : (records?.length ?? 0);
  if (!props.loading && total === 0) {
    return (
      <Paper withBorder radius="md" data-testid={props.testId}>
        <EmptyState {...props.empty} />
      </Paper>
    );
  }

  return (
    <Stack gap="sm" data-testid={props.testId}>
      {props.search || props.toolbar ? (
        <Group gap="sm" wrap="wrap" align="flex-end">
          {props.search ? (
            <SearchBox value={query} onChange={setQuery} placeholder={props.search.placeholder} clearLabel={t('table.clear-search')} testId={props.search.testId} />
          ) : null}
          {props.toolbar}
        </Group>
      ) : null}
      {!props.loading && !server?.fetching && matching === 0 ? (
        <Paper withBorder radius="md" py="xl" px="md">
          <Stack align="center" gap="xs" data-testid="table-no-match">
            <Text c="dimmed" ta="center">
              {query ? t('table.no-match', { query }) : t('table.no-match-filter')}
            </Text>
            {query ? (
              <Button variant="light" size="xs" onClick={() => setQuery('')}>
                {t('table.clear-search')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : (
        <Box>
          <MemoDataTable<T> {...tableProps} />
        </Box>
      )}
    </Stack>
  );
}
