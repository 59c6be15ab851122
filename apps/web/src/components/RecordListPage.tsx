import { Container } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRowAction } from './data-table/deleteAction.tsx';
import { LazyDataTable } from './data-table/LazyDataTable.tsx';
import type { DataColumn, RowAction } from './data-table/types.ts';
import { PageHeader } from './PageHeader.tsx';
import { useReadOnlyOffline } from '../pwa/readOnlyOffline.tsx';
import { OfflineLinkButton } from './OfflineLinkButton.tsx';

/**
 * A page listing my records of one kind (trainings, weekly sheets): title with the retention note and
 * a "new" button, then a searchable table (newest first) whose empty state offers the same button;
 * the row actions end with a confirmed delete. Offline the list stays readable while "new", delete
 * and the other actions that change records are disabled (read-only offline). The table's code arrives after the title is painted. Texts: `{texts}.title`, `.retention`, `.new`,
 * `.search`, `.empty`, `.delete`, `.confirm-delete`, `.deleted`. Test ids: `{list}-new`,
 * `{list}-search`, `{list}-table`, `{row}-row-{id}`, `{row}-delete-{id}`.
 */
export function RecordListPage<T extends { id: number }>(props: {
  /** The i18n key prefix of the page's texts, e.g. 'treinos'. */
  texts: string;
  newTo: string;
  emptyIcon: ReactNode;
  list: { data: readonly T[] | undefined; isLoading: boolean };
  columns: DataColumn<T>[];
  actions: RowAction<T>[];
  /** Deletes one record (after the confirmation). */
  remove: (id: number) => Promise<unknown>;
  testIds: { list: string; row: string };
  /** On a phone the actions come after the row's own columns. */
  phoneActionsLast?: boolean;
  /** Rendered after the table (e.g. the share modal). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  useReadOnlyOffline('list');
  const newButton = (
    <OfflineLinkButton to={props.newTo} leftSection={<IconPlus size={18} />} testId={`${props.testIds.list}-new`}>
      {t(`${props.texts}.new`)}
    </OfflineLinkButton>
  );
  const remove = deleteRowAction<T>({
    label: t(`${props.texts}.delete`),
    message: () => t(`${props.texts}.confirm-delete`),
    remove: (r) => props.remove(r.id),
    done: t(`${props.texts}.deleted`),
    testId: (r) => `${props.testIds.row}-delete-${r.id}`,
  });
  return (
    <Container size="xl" py="md">
      <PageHeader title={t(`${props.texts}.title`)} subtitle={t(`${props.texts}.retention`)} actions={newButton} />
      <LazyDataTable
        records={props.list.data}
        loading={props.list.isLoading}
        rowKey={(r) => r.id}
        columns={props.columns}
        actions={[...props.actions, remove]}
        phoneActionsLast={props.phoneActionsLast}
        defaultSort={{ key: 'id', direction: 'desc' }}
        search={{ placeholder: t(`${props.texts}.search`), testId: `${props.testIds.list}-search` }}
        empty={{ icon: props.emptyIcon, title: t(`${props.texts}.empty`), action: newButton }}
        testId={`${props.testIds.list}-table`}
        rowTestId={(r) => `${props.testIds.row}-row-${r.id}`}
      />
      {props.children}
    </Container>
  );
}
