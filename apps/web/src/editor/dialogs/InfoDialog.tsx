import { List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TOPICS = ['place', 'draw', 'select', 'edit', 'curve', 'personal', 'save'] as const;

/** Explains how the editor works, in the coach's words. */
export function InfoDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.info.title')} size="lg" data-testid="info-dialog">
      <Stack gap="sm">
        <Text size="sm">{t('editor.info.intro')}</Text>
        <List spacing="xs" size="sm">
          {TOPICS.map((topic) => (
            <List.Item key={topic}>{t(`editor.info.${topic}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Modal>
  );
}
