import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import { lazyPart } from '../lazyPart.ts';
import { useAfterPaint } from '../useAfterPaint.ts';
import type { DataTableProps } from './types.ts';

const table = lazyPart(() => import('./DataTable.tsx').then((m) => ({ default: m.DataTable })));

const loader = (
  <Center py="xl">
    <Loader />
  </Center>
);

/**
 * The data table, its code (with mantine-datatable and the rest of Mantine) asked for once the page
 * around it has been painted: a list page's title does not wait for it on a first load. Later visits
 * render it at once.
 */
export function LazyDataTable<T>(props: DataTableProps<T>) {
  const painted = useAfterPaint(table.load, table.loaded());
  if (!painted) return loader;
  const Table = table.Component as unknown as (props: DataTableProps<T>) => ReactElement;
  return (
    <Suspense fallback={loader}>
      <Table {...props} />
    </Suspense>
  );
}
