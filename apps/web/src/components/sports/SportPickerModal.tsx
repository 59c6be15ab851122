import { Center, Loader, Modal, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SportCard } from './SportCard.tsx';
import { useSports } from '../../api/sports.ts';

/**
 * Choose a sport, then go to the field picker /select?esporte={id} (with &video=true when the
 * field is for a new video).
 */
export function SportPickerModal({ opened, onClose, video = false }: { opened: boolean; onClose: () => void; video?: boolean }) {
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
            <SportCard key={s.id} sport={s} onPick={(sport) => navigate(`/select?esporte=${sport.id}${video ? '&video=true' : ''}`)} />
          ))}
        </SimpleGrid>
      )}
    </Modal>
  );
}
