import { ActionIcon, Button, Center, Container, Group, Loader, Modal, Pagination, ScrollArea, Stack, Table, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TrainingSummary } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared';
import { IconCopy, IconEye, IconPlus, IconSearch, IconSelector, IconSortAscending, IconSortDescending, IconTrash, IconClipboardList } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { handleApiError } from '../../api/errors.ts';
import { duplicateTraining, trainingKeys, useDeleteTraining, useTrainings } from '../../api/trainings.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { cut } from './cut.ts';

const PAGE_SIZE = 20;
type SortKey = 'id' | 'clube' | 'professor' | 'categoria' | 'esporte' | 'objetivos';

/** /treinos: searchable, sortable, paged table of my trainings with view, duplicate and delete. */
export default function TreinosPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useTrainings();
  const remove = useDeleteTraining();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'id', desc: true });
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<TrainingSummary | null>(null);
  const [copying, setCopying] = useState<number | null>(null);

  useEffect(() => {
    if (list.error) handleApiError(list.error, { paymentRedirect: '/profile' });
  }, [list.error]);

  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = (list.data ?? []).filter((r) => !q || [String(r.id), r.clube, r.professor, r.categoria, r.esporte, r.objetivos, r.metodologia, r.data].some((v) => v.toLowerCase().includes(q)));
    const dir = sort.desc ? -1 : 1;
    return all.sort((a, b) => (sort.key === 'id' ? (a.id - b.id) * dir : a[sort.key].localeCompare(b[sort.key]) * dir));
  }, [list.data, search, sort]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  useEffect(() => setPage((p) => Math.min(p, pages)), [pages]);
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const duplicate = async (id: number) => {
    setCopying(id);
    try {
      await duplicateTraining(id);
      await qc.invalidateQueries({ queryKey: trainingKeys.list });
      notifications.show({ color: 'green', message: t('treinos.duplicated') });
    } catch (err) {
      handleApiError(err);
    } finally {
      setCopying(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({ color: 'green', message: t('treinos.deleted') });
    } catch (err) {
      handleApiError(err);
    } finally {
      setDeleting(null);
    }
  };

  const header = (key: SortKey, label: string) => (
    <Table.Th>
      <UnstyledButton onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : false }))} data-testid={`sort-${key}`}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          {sort.key !== key ? <IconSelector size={14} /> : sort.desc ? <IconSortDescending size={14} /> : <IconSortAscending size={14} />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );

  const newButton = (
    <Button component={Link} to="/new-treino" leftSection={<IconPlus size={18} />} data-testid="treinos-new">
      {t('treinos.new')}
    </Button>
  );

  return (
    <Container size="xl" py="md">
      <PageHeader title={t('treinos.title')} subtitle={t('treinos.retention')} actions={newButton} />
      {list.isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (list.data ?? []).length === 0 ? (
        <EmptyState icon={<IconClipboardList size={28} />} title={t('treinos.empty')} action={newButton} />
      ) : (
        <Stack>
          <TextInput leftSection={<IconSearch size={16} />} placeholder={t('treinos.search')} aria-label={t('treinos.search')} value={search} onChange={(e) => { setSearch(e.currentTarget.value); setPage(1); }} data-testid="treinos-search" />
          <ScrollArea>
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="treinos-table">
              <Table.Thead>
                <Table.Tr>
                  {header('id', t('treinos.labels.id'))}
                  <Table.Th>{t('treinos.labels.actions')}</Table.Th>
                  {header('clube', t('treinos.labels.clube'))}
                  {header('professor', t('treinos.labels.professor'))}
                  {header('categoria', t('treinos.labels.categoria'))}
                  {header('esporte', t('treinos.labels.esporte'))}
                  {header('objetivos', t('treinos.labels.objetivos'))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((r) => (
                  <Table.Tr key={r.id} data-testid={`treino-row-${r.id}`}>
                    <Table.Td>{r.id}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={t('treinos.view')}>
                          <ActionIcon variant="light" size="lg" aria-label={t('treinos.view')} onClick={() => navigate(`/treino/${r.id}`)} data-testid={`treino-view-${r.id}`}>
                            <IconEye size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('treinos.copy')}>
                          <ActionIcon variant="light" size="lg" color="teal" aria-label={t('treinos.copy')} loading={copying === r.id} onClick={() => void duplicate(r.id)} data-testid={`treino-copy-${r.id}`}>
                            <IconCopy size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('treinos.delete')}>
                          <ActionIcon variant="light" size="lg" color="red" aria-label={t('treinos.delete')} onClick={() => setDeleting(r)} data-testid={`treino-delete-${r.id}`}>
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                    <Table.Td>{r.clube}</Table.Td>
                    <Table.Td>{r.professor}</Table.Td>
                    <Table.Td>{r.categoria}</Table.Td>
                    <Table.Td>{r.esporte}</Table.Td>
                    <Table.Td title={r.objetivos}>{cut(r.objetivos, LIMITS.preview.objectives)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {pages > 1 ? <Pagination value={page} onChange={setPage} total={pages} data-testid="treinos-pages" /> : null}
        </Stack>
      )}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('treinos.delete')} data-testid="treino-delete-dialog">
        <Stack>
          <Text size="sm">{t('treinos.confirm-delete')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('general.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirmDelete()} data-testid="treino-delete-confirm">
              {t('treinos.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
