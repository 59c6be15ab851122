import { Badge, Button, Checkbox, Group, Image, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS } from '@prancheta/shared';
import type { Exercise, Language, Training } from '@prancheta/shared';
import { IconCopy, IconEdit, IconEye, IconListDetails, IconPlus, IconPrinter } from '@tabler/icons-react';
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
import { DataTable, deleteRowAction } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { offlineAction, useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';

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
  const [checked, setChecked] = useState<Array<string | number>>([]);
  const [viewing, setViewing] = useState<Exercise | null>(null);
  const [editing, setEditing] = useState<Exercise | 'new' | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);
  const [copyTo, setCopyTo] = useState<string | null>(null);
  const [withPostwork, setWithPostwork] = useState(false);
  const [busy, setBusy] = useState(false);
  // Offline: adding, copying, editing (the drawing editor included) and deleting wait for the connection.
  const offline = useReadOnlyOffline();
  const exercises = training.exercicios;

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
      await copyExercises(training.id, checked.map(Number), Number(copyTo));
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

  const columns: DataColumn<Exercise>[] = [
    { key: 'titulo', title: t('exercices.labels.titulo') },
    { key: 'descricao', title: t('exercices.labels.descricao'), render: (ex) => cut(ex.descricao, LIMITS.preview.exerciseDescription), cellTitle: (ex) => ex.descricao },
    {
      key: 'kind',
      title: '',
      searchValue: false,
      render: (ex) => (
        <Badge variant="light" color={ex.editable ? 'green' : 'gray'}>
          {ex.editable ? t('exercices.drawn') : t('exercices.text-kind')}
        </Badge>
      ),
    },
  ];
  const actions: RowAction<Exercise>[] = [
    { key: 'view', label: t('exercices.view'), icon: <IconEye size={16} />, onClick: setViewing, testId: (ex) => `ex-view-${ex.id}` },
    { key: 'edit', label: t('exercices.edit'), icon: <IconEdit size={16} />, color: 'teal', mutates: true, onClick: edit, hidden: () => !updatable, testId: (ex) => `ex-edit-${ex.id}` },
    {
      ...deleteRowAction<Exercise>({
        label: t('exercices.delete'),
        message: () => t('exercices.confirm-delete'),
        confirmLabel: t('exercices.delete'),
        remove: async (ex) => {
          await deleteExercise(ex.id);
          setChecked((c) => c.filter((id) => id !== ex.id));
          props.onChanged();
        },
        done: t('general.deleted'),
        testId: (ex) => `ex-delete-${ex.id}`,
      }),
      hidden: () => !updatable,
    },
  ];

  return (
    <Paper withBorder p="md" radius="md" data-testid="exercises">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('exercices.title')}</Title>
          <Group gap="xs">
            {updatable ? (
              <>
                <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(`/select?esporte=${training.esporte_id}&treino=${training.id}`)} {...offlineAction(offline)} data-testid="ex-add">
                  {t('exercices.add')}
                </Button>
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} {...offlineAction(offline)} data-testid="ex-add-text">
                  {t('exercices.add-text')}
                </Button>
                <Button variant="default" leftSection={<IconCopy size={16} />} onClick={openCopy} {...offlineAction(offline)} data-testid="ex-copy">
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
        <DataTable
          records={exercises}
          rowKey={(ex) => ex.id}
          columns={columns}
          actions={actions}
          actionsAfter=""
          actionsTitle={t('treinos.labels.actions')}
          // One page: a link back from the editor (#ex-{id}) always finds its row.
          pageSize={Math.max(exercises.length, 1)}
          selection={{ selected: checked, onChange: setChecked, rowLabel: (ex) => ex.titulo, rowTestId: (ex) => `ex-check-${ex.id}`, allTestId: 'ex-check-all' }}
          empty={{ icon: <IconListDetails size={28} />, title: t('exercices.empty') }}
          testId="exercises-table"
          rowTestId={(ex) => `ex-row-${ex.id}`}
          rowId={(ex) => `ex-${ex.id}`}
        />
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
            <Button loading={busy} onClick={() => void copy()} {...offlineAction(offline)} data-testid="ex-copy-confirm">
              {t('exercices.copy')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
