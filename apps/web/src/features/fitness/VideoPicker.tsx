import { Button, Card, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Formation } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import { useFormations } from '../../api/formations.ts';
import { ExerciseMedia } from './ExerciseMedia.tsx';

/** "Select video": the coach's video formations as playable tiles, each with a select button labelled by its club. */
export function VideoPicker({ opened, onClose, onPick }: { opened: boolean; onClose: () => void; onPick: (video: Formation) => void }) {
  const { t } = useTranslation();
  const videos = useFormations('video');
  return (
    <Modal opened={opened} onClose={onClose} title={t('fitnes.select-video')} size="xl">
      {videos.isLoading ? (
        <Loader />
      ) : (videos.data ?? []).length === 0 ? (
        <Text c="dimmed">{t('fitnes.no-videos')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {(videos.data ?? []).map((v) => (
            <Card key={v.id} withBorder padding="xs" data-testid={`video-tile-${v.id}`}>
              <Stack gap="xs">
                {opened ? <ExerciseMedia url={`/api/formactionimg/${v.id}`} video alt={v.clube} height={120} /> : null}
                <Button size="xs" onClick={() => onPick(v)} data-testid={`video-select-${v.id}`}>
                  {v.clube || t('fitnes.select')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Modal>
  );
}
