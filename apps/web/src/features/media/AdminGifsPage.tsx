import { Button, Container, Group, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFolderPlus, IconUserSearch } from '@tabler/icons-react';
import type { FileEntry } from '@prancheta/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { findUsersGifs, makeGifFolder, mediaKeys, uploadMedia, useInvalidateMedia, useMediaList } from '../../api/media.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { FindUserModal } from './FindUserModal.tsx';
import { MediaActions } from './MediaActions.tsx';
import { MediaBreadcrumbs } from '../../components/media/MediaBreadcrumbs.tsx';
import { MediaGrid } from '../../components/media/MediaGrid.tsx';
import { NewFolderModal } from './NewFolderModal.tsx';
import { UPLOAD_RULES, UploadModal } from '../../components/media/UploadModal.tsx';
import { useAdminListError } from '../../components/useAdminListError.ts';
import { useConfirmMediaDelete } from '../../components/media/useConfirmMediaDelete.ts';
import { useFolderNav } from '../../components/media/useFolderNav.ts';

type Dialog = 'upload' | 'find' | 'folder' | null;

/**
 * /admin/gifs (seed 001 §2, §4): the animated-image library in folders, or, after an e-mail lookup,
 * one coach's own gifs (user mode). Home or folder navigation leaves user mode and clears the selection.
 */
export default function AdminGifsPage() {
  const { t } = useTranslation();
  const nav = useFolderNav();
  const invalidate = useInvalidateMedia();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [userMode, setUserMode] = useState<{ id: number; name: string; email: string } | null>(null);

  const library = useMediaList('admin-gifs', nav.path, '', userMode === null);
  const userGifs = useQuery({ queryKey: mediaKeys.usersGifs(userMode?.email ?? ''), queryFn: () => findUsersGifs(userMode!.email), enabled: userMode !== null, retry: false });
  useAdminListError(library.error, t('gifs.load-error'));
  useAdminListError(userGifs.error, t('gifs.load-error'));
  const entries = userMode ? userGifs.data?.files : library.data;

  const leaveUserMode = () => {
    setUserMode(null);
    nav.go(0);
  };

  const find = async (email: string) => {
    try {
      const found = await findUsersGifs(email);
      setUserMode({ ...found.user, email });
      nav.go(0);
      setDialog(null);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) notifications.show({ color: 'orange', message: t('gifs.user-not-found') });
      else handleApiError(err);
    }
  };

  const createFolder = async (name: string) => {
    try {
      const res = await makeGifFolder(name, nav.path);
      notifications.show({ color: 'green', message: res.message });
      setDialog(null);
      await invalidate();
    } catch (err) {
      handleApiError(err);
    }
  };

  const askDelete = useConfirmMediaDelete(nav.clear);
  const remove = (paths: string[]) => void askDelete(userMode ? 'users-gifs' : 'admin-gifs', paths);

  const send = async (files: Parameters<typeof uploadMedia>[1], onProgress: (f: number) => void) => {
    try {
      const res = await uploadMedia(userMode ? 'users-gifs' : 'admin-gifs', files, userMode ? `user_${userMode.id}` : nav.path, onProgress);
      notifications.show({ color: 'green', message: res.message });
      await invalidate();
    } catch (err) {
      notifications.show({ color: 'red', title: t('my-gifs.error'), message: err instanceof ApiError ? err.message : t('errors.internal') });
      throw err;
    }
  };

  return (
    <Container size="lg" py="md">
      <PageHeader
        title={t('nav.admin-gifs')}
        actions={
          <MediaActions selectedCount={nav.selected.size} onAdd={() => setDialog('upload')} onDelete={() => remove([...nav.selected])}>
            {userMode ? null : (
              <Button variant="light" leftSection={<IconFolderPlus size={16} />} onClick={() => setDialog('folder')} data-testid="media-new-folder">
                {t('gifs.new-folder')}
              </Button>
            )}
            <Button variant="light" leftSection={<IconUserSearch size={16} />} onClick={() => setDialog('find')} data-testid="media-find-user">
              {t('gifs.find-user')}
            </Button>
          </MediaActions>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Group justify="space-between">
            <MediaBreadcrumbs stack={nav.stack} onGo={(level) => (userMode ? nav.clear() : nav.go(level))} onHome={leaveUserMode} extra={userMode ? t('gifs.user-mode', { name: userMode.name }) : undefined} />
          </Group>
          <MediaGrid
            entries={entries}
            loading={userMode ? userGifs.isLoading : library.isLoading}
            selected={nav.selected}
            onOpenFolder={(e) => {
              setUserMode(null);
              nav.open(e);
            }}
            onToggle={nav.toggle}
            onDeleteFolder={userMode ? undefined : (e: FileEntry) => remove([e.path])}
            emptyTitle={userMode ? t('my-gifs.empty', { max: 50 }) : t('gifs.empty')}
          />
        </Stack>
      </Paper>
      <UploadModal opened={dialog === 'upload'} onClose={() => setDialog(null)} title={t('gifs.upload-title')} rules={userMode ? UPLOAD_RULES.userGifs : UPLOAD_RULES.adminGifs} send={send} />
      <FindUserModal opened={dialog === 'find'} onClose={() => setDialog(null)} onFind={find} />
      <NewFolderModal opened={dialog === 'folder'} onClose={() => setDialog(null)} onCreate={createFolder} />
    </Container>
  );
}
