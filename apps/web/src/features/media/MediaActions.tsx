import { Button } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The add button, a screen's own buttons, and the delete button (disabled until something is selected). */
export function MediaActions({ selectedCount, onAdd, onDelete, children }: { selectedCount: number; onAdd: () => void; onDelete: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd} data-testid="media-add">
        {t('gifs.add')}
      </Button>
      {children}
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} disabled={selectedCount === 0} onClick={onDelete} data-testid="media-delete">
        {t('gifs.delete')} {selectedCount > 0 ? `(${selectedCount})` : ''}
      </Button>
    </>
  );
}
