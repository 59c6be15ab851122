import { Container, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveTraining, trainingKeys } from '../../api/trainings.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EMPTY_TRAINING, TrainingHeaderForm } from './TrainingHeaderForm.tsx';

/** /new-treino: the header form of a new training; goes to /treino/{id} on success. */
export default function NewTreinoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  return (
    <Container size="md" py="md">
      <PageHeader title={t('treinos.new')} subtitle={t('treinos.retention')} />
      <Paper withBorder p="md" radius="md">
        <TrainingHeaderForm
          initial={EMPTY_TRAINING}
          submitLabel={t('treinos.save')}
          onSubmit={async (values, logo) => {
            const res = await saveTraining(null, values, logo);
            await qc.invalidateQueries({ queryKey: trainingKeys.list });
            notifications.show({ color: 'green', message: t('treinos.created') });
            navigate(`/treino/${res.treino.id}`);
          }}
        />
      </Paper>
    </Container>
  );
}
