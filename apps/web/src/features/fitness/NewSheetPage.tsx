import { Container } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fitnessKeys, saveSheet } from '../../api/fitness.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pathsOf } from './paths.ts';
import { SheetForm } from './SheetForm.tsx';

/** /new-fitnes and /new-video-session: on success goes to the new sheet's page. */
export default function NewSheetPage({ video }: { video: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const paths = pathsOf(video);
  return (
    <Container size="lg" py="md">
      <PageHeader
        title={video ? t('fitnes.new-video-session') : t('fitnes.new')}
        subtitle={
          <BackLink to={paths.list} label={t('fitnes.back')} testId="sheet-back-link" />
        }
      />
      <SheetForm
        video={video}
        sheet={null}
        submitLabel={t('fitnes.create')}
        save={(form) => saveSheet(null, video, form)}
        onSaved={async (id) => {
          await qc.invalidateQueries({ queryKey: fitnessKeys.list(video) });
          notifications.show({ color: 'green', message: video ? t('fitnes.video-created') : t('fitnes.created') });
          navigate(paths.sheet(id));
        }}
      />
    </Container>
  );
}
