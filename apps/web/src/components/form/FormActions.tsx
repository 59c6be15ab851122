import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The footer of a form in a modal: Cancel (closes) and Save (submits, spinning while saving). */
export function FormActions({ onCancel, saving, saveTestId }: { onCancel: () => void; saving: boolean; saveTestId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('general.cancel')}
      </Button>
      <Button type="submit" loading={saving} data-testid={saveTestId}>
        {t('general.save')}
      </Button>
    </Group>
  );
}
