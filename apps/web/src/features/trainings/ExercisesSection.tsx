import { ActionIcon, Badge, Button, Checkbox, Group, Image, Modal, Paper, ScrollArea, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS } from '@prancheta/shared';
import type { Exercise, Language, Training } from '@prancheta/shared';
import { IconCopy, IconEdit, IconEye, IconPlus, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../api/errors.ts';
import { copyExercises, deleteExercise, fetchExerciseImage } from '../../api/trainings.ts';
import { openPrintWindow } from '../../components/openPrintWindow.ts';
import { trainingPrintUrl } from './printUrl.ts';
import type { TrainingChoice } from '../../api/trainings.ts';
import { storedLanguage } from '../../i18n/i18n.ts';
import { cut } from './cut.ts';
import { ExerciseModal } from './ExerciseModal.tsx';
import { formatDate } from '../../components/format.ts';
import { useBlobUrl } from '../../components/useBlobUrl.ts';
import { confirmDelete } from '../../components/confirm/index.ts';

function ExerciseView({ exercise }: { exercise: Exercise }) {
  const { t } = useTranslation();
  const img = useBlobUrl(exercise.img ? (signal) => fetchExerciseImage(exercise.id, signal) : null, `${exercise.id}-${exercise.updated_at}`);
  return (
    <Stack data-testid="exercise-view">
      {img ? <Image src={img} alt={exercise.titulo} maw="100%" /> : null}
      {(['duracao', 'blocos_de_duracao', 'dimensao', 'relacao_numerica', 'descricao'] as const).map((f) => (
        <Text key={f} size="sm">
          <b>{t(`exercices.labels.${f}`)}:</b> {exercise[f]}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The exercises of a training: table (checkbox, view, edit, delete, description cut to 40), add by
 * choosing a field (editor) or as text, copy the selected to another training, print the selected
 * with an optional post-work section.
 */
export function ExercisesSection(props: { training: Training; others: TrainingChoice[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { training } = props;
  const updatable = training.updatable;
  const [checked, setChecked] = useState<number[]>([]);
  const [viewing, setViewing] = useState<Exercise | null>(null);
  const [editing, setEditing] = useState<Exercise | 'new' | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);
  const [copyTo, setCopyTo] = useState<string | null>(null);
  const [withPostwork, setWithPostwork] = useState(false);
  const [busy, setBusy] = useState(false);
  const exercises = training.exercicios;
  const allChecked = exercises.length > 0 && checked.length === exercises.length;

  const edit = (ex: Exercise) => {
    if (ex.editable) navigate(`/edit/${ex.id}?type=exercice`);
    else setEditing(ex);
  };

  const openCopy = () => {
    if (checked.length === 0) {
      notifications.show({ color: 'red', message: t('exercices.select-one') });
      return;
    }
    setCopyOpen(true);
  };

  const copy = async () => {
    if (!copyTo) {
      notifications.show({ color: 'red', message: t('treinos.copy-target') });
      return;
    }
    setBusy(true);
    try {
      await copyExercises(training.id, checked, Number(copyTo));
      notifications.show({ color: 'green', message: t('exercices.copied') });
      setCopyOpen(false);
      setChecked([]);
    } catch (err) {
      handleApiError(err, { fallback: t('treinos.update-error') });
    } finally {
      setBusy(false);
    }
  };

  const print = async () => {
    const ids = exercises.filter((e) => checked.includes(e.id)).map((e) => e.id);
    if (ids.length === 0 && !withPostwork) {
      notifications.show({ color: 'red', message: t('print.nothing-selected') });
      return;
    }
    await openPrintWindow((token) => trainingPrintUrl(training.id, ids, token, storedLanguage(), withPostwork));
  };

  const remove = (ex: Exercise) =>
    void confirmDelete({
      title: t('exercices.delete'),
      message: t('exercices.confirm-delete'),
      confirmLabel: t('exercices.delete'),
      onConfirm: async () => {
        await deleteExercise(ex.id);
        setChecked((c) => c.filter((id) => id !== ex.id));
        notifications.show({ color: 'green', message: t('general.deleted') });
        props.onChanged();
      },
    });

  return (
    <Paper withBorder p="md" radius="md" data-testid="exercises">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('exercices.title')}</Title>
          <Group gap="xs">
            {updatable ? (
              <>
                <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(`/select?esporte=${training.esporte_id}&treino=${training.id}`)} data-testid="ex-add">
                  {t('exercices.add')}
                </Button>
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="ex-add-text">
                  {t('exercices.add-text')}
                </Button>
                <Button variant="default" leftSection={<IconCopy size={16} />} onClick={openCopy} data-testid="ex-copy">
                  {t('exercices.copy')}
                </Button>
              </>
            ) : null}
            <Checkbox label={t('exercices.print-postwork')} checked={withPostwork} onChange={(e) => setWithPostwork(e.currentTarget.checked)} data-testid="ex-print-postwork" />
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => void print()} data-testid="ex-print">
              {t('exercices.print')} {checked.length ? `(${checked.length})` : ''}
            </Button>
          </Group>
        </Group>
        {exercises.length === 0 ? (
          <Text c="dimmed">{t('exercices.empty')}</Text>
        ) : (
          <ScrollArea>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="exercises-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Checkbox aria-label={t('exercices.select')} checked={allChecked} indeterminate={checked.length > 0 && !allChecked} onChange={() => setChecked(allChecked ? [] : exercises.map((e) => e.id))} data-testid="ex-check-all" />
                  </Table.Th>
                  <Table.Th>{t('treinos.labels.actions')}</Table.Th>
                  <Table.Th>{t('exercices.labels.titulo')}</Table.Th>
                  <Table.Th>{t('exercices.labels.descricao')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {exercises.map((ex) => (
                  <Table.Tr key={ex.id} id={`ex-${ex.id}`} data-testid={`ex-row-${ex.id}`}>
                    <Table.Td>
                      <Checkbox aria-label={`${t('exercices.select')} ${ex.titulo}`} checked={checked.includes(ex.id)} onChange={(e) => { const on = e.currentTarget.checked; setChecked((c) => (on ? [...c, ex.id] : c.filter((id) => id !== ex.id))); }} data-testid={`ex-check-${ex.id}`} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={t('exercices.view')}>
                          <ActionIcon variant="light" aria-label={t('exercices.view')} onClick={() => setViewing(ex)} data-testid={`ex-view-${ex.id}`}>
                            <IconEye size={16} />
                          </ActionIcon>
                        </Tooltip>
                        {updatable ? (
                          <>
                            <Tooltip label={t('exercices.edit')}>
                              <ActionIcon variant="light" color="teal" aria-label={t('exercices.edit')} onClick={() => edit(ex)} data-testid={`ex-edit-${ex.id}`}>
                                <IconEdit size={16} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t('exercices.delete')}>
                              <ActionIcon variant="light" color="red" aria-label={t('exercices.delete')} onClick={() => remove(ex)} data-testid={`ex-delete-${ex.id}`}>
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Tooltip>
                          </>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{ex.titulo}</Table.Td>
                    <Table.Td title={ex.descricao}>{cut(ex.descricao, LIMITS.preview.exerciseDescription)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={ex.editable ? 'green' : 'gray'}>
                        {ex.editable ? t('exercices.drawn') : t('exercices.text-kind')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
      <ExerciseModal
        opened={editing !== null}
        exercise={editing === 'new' ? null : editing}
        treinoId={training.id}
        disabled={!updatable}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          props.onChanged();
        }}
      />
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} size="xl" title={viewing?.titulo}>
        {viewing ? <ExerciseView exercise={viewing} /> : null}
      </Modal>
      <Modal opened={copyOpen} onClose={() => setCopyOpen(false)} title={t('exercices.copy-to')} data-testid="ex-copy-dialog">
        <Stack>
          <Select
            label={t('exercices.copy-to')}
            placeholder={t('treinos.copy-target')}
            data={props.others.map((o) => ({ value: String(o.id), label: `#${o.id} · ${o.clube} · ${o.categoria} · ${formatDate(o.data, i18n.language as Language) || o.data}` }))}
            value={copyTo}
            onChange={setCopyTo}
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="ex-copy-target"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCopyOpen(false)}>
              {t('general.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void copy()} data-testid="ex-copy-confirm">
              {t('exercices.copy')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
