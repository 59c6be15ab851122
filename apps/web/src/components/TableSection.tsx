import { Title } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import { DataTable } from './data-table/index.ts';
import type { DataTableProps } from './data-table/index.ts';

/** What a TableSection shows: its heading (and the space above it), then a table of records keyed by id. */
export type TableSectionProps<T extends { id: number }> = Omit<DataTableProps<T>, 'rowKey'> & { title: string; mt?: MantineSpacing };

/** One of several tables on a page: a level-4 heading, then the table (rows keyed by their id). */
export function TableSection<T extends { id: number }>({ title, mt, ...table }: TableSectionProps<T>) {
  return (
    <>
      <Title order={4} mt={mt} mb="sm">
        {title}
      </Title>
      <DataTable rowKey={(r) => r.id} {...table} />
    </>
  );
}
