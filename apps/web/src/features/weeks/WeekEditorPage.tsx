import { Button, Center, Container, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLeaveOnLoadError } from '../../components/useLeaveOnLoadError.ts';
import { fetchWeekImage, saveWeek, useWeek, weekKeys } from '../../api/weeks.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';
import { useBlobUrl } from '../../components/useBlobUrl.ts';
import { printWeek } from './printWeek.ts';
import { WeekForm } from './WeekForm.tsx';
import { emptyWeek, weekFormData, weekValues } from './weekForm.ts';

/** /week (new sheet; goes to /weeks on success) and /week/{id} (edit; load failure goes back to /weeks). */
export default function WeekEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const query = useWeek(id);
  // Saving needs the server: offline the week stays on screen, read-only.
  useReadOnlyOffline('semana');
  const week = query.data;
  const initial = useMemo(() => (id === undefined ? emptyWeek() : week ? weekValues(week) : null), [id, week]);
  const image = useBlobUrl(week?.img ? (signal) => fetchWeekImage(week.id, signal) : null, `${week?.id}-${week?.updated_at}-${week?.img}`);

  useLeaveOnLoadError(query.error, () => ({ message: t('semana.load-error'), to: '/weeks' }), { onScreen: week !== undefined });

  if (!initial) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  const back = (
    <BackLink to="/weeks" label={t('semana.back')} testId="week-back" />
  );
  const print = week ? (
    <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => void printWeek(week.id)} data-testid="week-print">
      {t('semana.print')}
    </Button>
  ) : null;

  return (
    <Container size="xl" py="md">
      <PageHeader title={week ? `${t('semana.title')} #${week.id}` : t('semana.new')} subtitle={back} actions={print} />
      <WeekForm
        initial={initial}
        imageUrl={image}
        submitLabel={week ? t('semana.update') : t('semana.save')}
        onSubmit={async (values, img, onProgress) => {
          await saveWeek(week ? week.id : null, weekFormData(values, img), onProgress);
          await qc.invalidateQueries({ queryKey: weekKeys.list });
          if (week) {
            await qc.invalidateQueries({ queryKey: weekKeys.one(week.id) });
            notifications.show({ color: 'green', message: t('semana.updated') });
          } else {
            notifications.show({ color: 'green', message: t('semana.created') });
            navigate('/weeks');
          }
        }}
      />
    </Container>
  );
}
