import { Center, Loader, Modal, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SportCard } from '../sports/SportCard.tsx';
import { useSports } from '../sports/api.ts';

/** Choose a sport for a new video, then the field picker /select?esporte={id}&video=true. */
export function VideoSportPicker({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sports = useSports();
  return (
    <Modal opened={opened} onClose={onClose} title={t('sports.choose')} size="xl" data-testid="sport-picker">
      {sports.isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          {(sports.data ?? []).map((s) => (
            <SportCard key={s.id} sport={s} onPick={(sport) => navigate(`/select?esporte=${sport.id}&video=true`)} />
          ))}
        </SimpleGrid>
      )}
    </Modal>
  );
}
