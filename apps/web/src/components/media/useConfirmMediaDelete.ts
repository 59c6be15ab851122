import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import type { UploadTarget } from '../../api/media.ts';
import { deleteMedia, useInvalidateMedia } from '../../api/media.ts';
import { confirmDelete } from '../confirm/index.ts';

/**
 * Asks, then deletes media (seed 001 §5: delete asks confirmation), reports the outcome (the server's
 * message on failure, e.g. a folder that is not empty), refreshes the listings and calls onDone.
 */
export function useConfirmMediaDelete(onDone: () => void): (target: UploadTarget, paths: string[]) => Promise<boolean> {
  const { t } = useTranslation();
  const invalidate = useInvalidateMedia();
  return (target, paths) =>
    confirmDelete({
      title: t('gifs.delete-title'),
      message: t('gifs.delete-confirm'),
      confirmLabel: t('gifs.delete'),
      onConfirm: async () => {
        const res = await deleteMedia(target, paths);
        notifications.show({ color: 'green', message: res.message });
        onDone();
        await invalidate();
      },
      onError: (err) => notifications.show({ color: 'red', title: t('files.delete-error'), message: err instanceof ApiError ? err.message : t('errors.internal') }),
    });
}
