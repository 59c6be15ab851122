import { Container, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { uploadMedia, useInvalidateMedia, useMediaList } from '../../api/media.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { MediaActions } from './MediaActions.tsx';
import { MediaBreadcrumbs } from '../../components/media/MediaBreadcrumbs.tsx';
import { MediaGrid } from '../../components/media/MediaGrid.tsx';
import { UPLOAD_RULES, UploadModal } from '../../components/media/UploadModal.tsx';
import { useAdminListError } from '../../components/useAdminListError.ts';
import { useConfirmMediaDelete } from '../../components/media/useConfirmMediaDelete.ts';
import { useFolderNav } from '../../components/media/useFolderNav.ts';

/** /admin/files (seed 001 §2): the general image files, with breadcrumb, upload modal and delete. */
export default function AdminFilesPage() {
  const { t } = useTranslation();
  const nav = useFolderNav();
  const invalidate = useInvalidateMedia();
  const [dialog, setDialog] = useState<'upload' | null>(null);
  const askDelete = useConfirmMediaDelete(nav.clear);
  const list = useMediaList('admin-files', nav.path);
  useAdminListError(list.error, t('gifs.load-error'));

  const send = async (files: Parameters<typeof uploadMedia>[1], onProgress: (f: number) => void) => {
    try {
      const res = await uploadMedia('admin-files', files, nav.path, onProgress);
      notifications.show({ color: 'green', message: res.message });
      await invalidate();
    } catch (err) {
      notifications.show({ color: 'red', message: err instanceof ApiError ? `${t('files.upload-error')}: ${err.message}` : t('files.upload-error') });
      throw err;
    }
  };

  return (
    <Container size="lg" py="md">
      <PageHeader
        title={t('files.title')}
        actions={<MediaActions selectedCount={nav.selected.size} onAdd={() => setDialog('upload')} onDelete={() => void askDelete('admin-files', [...nav.selected])} />}
      />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <MediaBreadcrumbs stack={nav.stack} onGo={nav.go} />
          <MediaGrid entries={list.data} loading={list.isLoading} selected={nav.selected} onOpenFolder={nav.open} onToggle={nav.toggle} emptyTitle={t('files.empty')} />
        </Stack>
      </Paper>
      <UploadModal opened={dialog === 'upload'} onClose={() => setDialog(null)} title={t('gifs.upload-title')} rules={UPLOAD_RULES.files} send={send} />
    </Container>
  );
}
