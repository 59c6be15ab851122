import { Button, Container } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from './data-table/index.ts';
import type { DataColumn, RowAction } from './data-table/index.ts';
import { PageHeader } from './PageHeader.tsx';

/**
 * A page listing my records of one kind (trainings, weekly sheets): title with the retention note and
 * a "new" button, then a searchable table (newest first) whose empty state offers the same button.
 * Test ids: `{list}-new`, `{list}-search`, `{list}-table`, `{row}-row-{id}`.
 */
export function RecordListPage<T extends { id: number }>(props: {
  title: string;
  subtitle: string;
  newLabel: string;
  newTo: string;
  searchPlaceholder: string;
  empty: { icon: ReactNode; title: string };
  records: readonly T[] | undefined;
  loading: boolean;
  columns: DataColumn<T>[];
  actions: RowAction<T>[];
  testIds: { list: string; row: string };
  /** Rendered after the table (e.g. the share modal). */
  children?: ReactNode;
}) {
  const newButton = (
    <Button component={Link} to={props.newTo} leftSection={<IconPlus size={18} />} data-testid={`${props.testIds.list}-new`}>
      {props.newLabel}
    </Button>
  );
  return (
    <Container size="xl" py="md">
      <PageHeader title={props.title} subtitle={props.subtitle} actions={newButton} />
      <DataTable
        records={props.records}
        loading={props.loading}
        rowKey={(r) => r.id}
        columns={props.columns}
        actions={props.actions}
        defaultSort={{ key: 'id', direction: 'desc' }}
        search={{ placeholder: props.searchPlaceholder, testId: `${props.testIds.list}-search` }}
        empty={{ ...props.empty, action: newButton }}
        testId={`${props.testIds.list}-table`}
        rowTestId={(r) => `${props.testIds.row}-row-${r.id}`}
      />
      {props.children}
    </Container>
  );
}
