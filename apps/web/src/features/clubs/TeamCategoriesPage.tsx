import { Box, Button, Container, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ClubCategory } from '@prancheta/shared';
import { CATEGORY_DESCRIPTION_MAX, categoryInput } from '@prancheta/shared';
import { IconCategory, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubKeys, saveCategory, useDeleteCategory, useTeamCategories } from '../../api/clubs.ts';
import { handleApiError } from '../../api/errors.ts';
import { useCurrentUser, userKey } from '../../api/user.ts';
import { confirmDelete } from '../../components/confirm/index.ts';
import { DataTable } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { applyServerErrors, useZodForm, FormActions } from '../../components/form/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ClubRoster } from './ClubRoster.tsx';
import { LeaderOnly } from './LeaderOnly.tsx';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';
import { OfflineFieldset, offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

function CategoryModal({ editing, onClose }: { editing: ClubCategory | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const current = editing && editing !== 'new' ? editing : null;
  const form = useZodForm(categoryInput, { name: current?.name ?? '', description: current?.description ?? '' });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await saveCategory(current?.id ?? null, values);
      await Promise.all([qc.invalidateQueries({ queryKey: clubKeys.categories }), qc.invalidateQueries({ queryKey: userKey })]);
      notifications.show({ color: 'green', message: t(current ? 'general.updated' : 'general.done') });
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
      handleApiError(err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t(current ? 'teams.edit-category' : 'teams.new-category')}>
      <form onSubmit={submit} noValidate data-testid="category-form">
        <OfflineFieldset>
          <Stack>
            <TextInput label={t('teams.category-name')} required {...form.getInputProps('name')} data-testid="category-name" />
            <AutoTextarea
              label={t('teams.category-description')}
              required
              minRows={2}
              maxLength={CATEGORY_DESCRIPTION_MAX}
              description={`${form.values.description.length}/${CATEGORY_DESCRIPTION_MAX}`}
              {...form.getInputProps('description')}
              data-testid="category-description"
            />
            <FormActions onCancel={onClose} saving={saving} saveTestId="category-save" />
          </Stack>
        </OfflineFieldset>
      </form>
    </Modal>
  );
}

/** /team/categories: the leader adds, edits and deletes the club's categories, and sees each one's athletes. */
export default function TeamCategoriesPage() {
  const { t, i18n } = useTranslation();
  const categories = useTeamCategories();
  const remove = useDeleteCategory();
  // Changes to the club need the server: offline the screen stays readable, its actions disabled.
  const offline = useReadOnlyOffline('club');
  const [editing, setEditing] = useState<ClubCategory | 'new' | null>(null);
  const ledTeam = useCurrentUser().data?.teams.find((team) => team.leader) ?? null;

  const columns = useMemo<DataColumn<ClubCategory>[]>(
    () => [
      { key: 'name', title: t('teams.category-name'), sortable: true },
      { key: 'description', title: t('teams.category-description'), ellipsis: true, hideBelow: 'sm' },
      { key: 'created_at', title: t('teams.since'), sortable: true, hideBelow: 'md', render: (r) => new Date(r.created_at).toLocaleDateString(i18n.language), searchValue: false },
    ],
    [t, i18n.language],
  );

  if (categories.error) return <LeaderOnly error={categories.error} />;

  const actions: RowAction<ClubCategory>[] = [
    { key: 'edit', label: t('teams.edit-category'), icon: <IconPencil size={18} />, color: 'indigo', mutates: true, onClick: (r) => setEditing(r), testId: (r) => `category-edit-${r.id}` },
    {
      key: 'delete',
      mutates: true,
      label: t('confirm.delete'),
      icon: <IconTrash size={18} />,
      color: 'red',
      testId: (r) => `category-delete-${r.id}`,
      onClick: (r) =>
        void confirmDelete({
          title: `${t('confirm.delete')}: ${r.name}`,
          message: r.description,
          onConfirm: async () => {
            await remove.mutateAsync(r.id);
            notifications.show({ color: 'green', message: t('general.deleted') });
          },
        }),
    },
  ];
  const newButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} {...offlineAction(offline)} data-testid="category-new">
      {t('teams.new-category')}
    </Button>
  );
  return (
    <Container size="md" py="md">
      <PageHeader title={t('teams.categories-title')} actions={newButton} />
      <DataTable
        records={categories.data}
        loading={categories.isLoading}
        rowKey={(r) => r.id}
        columns={columns}
        actions={actions}
        actionsAfter={null}
        empty={{ icon: <IconCategory size={28} />, title: t('teams.no-categories'), action: newButton }}
        testId="categories-table"
        rowTestId={(r) => `category-row-${r.id}`}
      />
      {ledTeam && (categories.data ?? []).length > 0 ? (
        <Box mt="lg">
          <ClubRoster teamId={ledTeam.id} />
        </Box>
      ) : null}
      {editing ? <CategoryModal key={editing === 'new' ? 'new' : editing.id} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Container>
  );
}
