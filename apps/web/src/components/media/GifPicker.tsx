import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconTrash, IconUpload } from '@tabler/icons-react';
import type { FileEntry } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { uploadMedia, useInvalidateMedia, useMediaList } from '../../api/media.ts';
import { useReportError } from '../useReportError.ts';
import { MediaBreadcrumbs } from './MediaBreadcrumbs.tsx';
import { MediaGrid } from './MediaGrid.tsx';
import { UPLOAD_RULES, UploadModal } from './UploadModal.tsx';
import { useConfirmMediaDelete } from './useConfirmMediaDelete.ts';
import { useFolderNav } from './useFolderNav.ts';

/** What the picker hands back: the gif's path, its url, and whether it is the coach's own (usergif). */
export interface PickedGif {
  path: string;
  url: string;
  name: string;
  usergif: boolean;
}

/** The virtual "Meus gifs" folder shown first at the library's root. */
const MY_GIFS: FileEntry = { type: 'dir', name: '\u0000my-gifs', path: '\u0000my-gifs', url: '' };

export interface GifPickerProps {
  opened: boolean;
  onClose: () => void;
  onPick: (gif: PickedGif) => void;
}

/**
 * The gif picker of seed 001 §2 for fitness exercises: folder browser with breadcrumbs, home and
 * search over the library, and a "Meus gifs" folder where the coach uploads and deletes own gifs
 * (at most 50, 2 MB, 4 per upload). Click selects a gif; "Use this gif" hands it back.
 */
export function GifPicker({ opened, onClose, onPick }: GifPickerProps) {
  const { t } = useTranslation();
  const nav = useFolderNav();
  const invalidate = useInvalidateMedia();
  const [own, setOwn] = useState(false);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [dialog, setDialog] = useState<'upload' | null>(null);
  const askDelete = useConfirmMediaDelete(nav.clear);

  const library = useMediaList('library', nav.path, own ? '' : q, opened && !own);
  const mine = useMediaList('own-gifs', '', '', opened && own);
  useReportError(own ? mine.error : library.error, { fallback: t('gifs.load-error') });
  const listed = own ? mine.data : library.data;
  const entries = !own && nav.path === '' && !q && listed ? [MY_GIFS, ...listed] : listed;
  const selectedEntry = listed?.find((e) => nav.selected.has(e.path));

  const goHome = () => {
    setOwn(false);
    setSearch('');
    nav.go(0);
  };

  const openFolder = (entry: FileEntry) => {
    setSearch('');
    if (entry === MY_GIFS) {
      setOwn(true);
      nav.go(0);
    } else nav.open(entry);
  };

  const use = () => {
    if (!selectedEntry) return;
    onPick({ path: selectedEntry.path, url: selectedEntry.url, name: selectedEntry.name, usergif: own });
    onClose();
  };

  const send = async (files: Parameters<typeof uploadMedia>[1], onProgress: (f: number) => void) => {
    try {
      const res = await uploadMedia('own-gifs', files, undefined, onProgress);
      notifications.show({ color: 'green', message: res.message });
      await invalidate();
    } catch (err) {
      notifications.show({ color: 'red', title: t('my-gifs.error'), message: err instanceof ApiError ? err.message : t('errors.internal') });
      throw err;
    }
  };

  const remove = () => {
    const names = (mine.data ?? []).filter((e) => nav.selected.has(e.path)).map((e) => e.name);
    void askDelete('own-gifs', names);
  };

  const loading = own ? mine.isLoading : library.isLoading;
  return (
    <Modal opened={opened} onClose={onClose} title={t('gifs.picker-title')} size="xl" data-testid="gif-picker">
      <Stack>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <MediaBreadcrumbs stack={own ? [] : nav.stack} onGo={own ? () => nav.clear() : nav.go} onHome={goHome} extra={own ? t('gifs.my-gifs') : undefined} />
          {own ? (
            <Group gap="xs">
              <Text size="xs" c="dimmed" data-testid="my-gifs-count">
                {t('my-gifs.count', { count: mine.data?.length ?? 0, max: LIMITS.gifs.maxUserGifs })}
              </Text>
              <Button size="xs" leftSection={<IconUpload size={14} />} onClick={() => setDialog('upload')} data-testid="my-gifs-upload">
                {t('gifs.add')}
              </Button>
              <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} disabled={nav.selected.size === 0} onClick={remove} data-testid="my-gifs-delete">
                {t('gifs.delete')}
              </Button>
            </Group>
          ) : (
            <TextInput
              size="xs"
              placeholder={t('gifs.search')}
              aria-label={t('gifs.search')}
              leftSection={<IconSearch size={14} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              data-testid="gif-search"
            />
          )}
        </Group>
        <MediaGrid
          entries={entries?.map((e) => (e === MY_GIFS ? { ...e, name: t('gifs.my-gifs') } : e))}
          loading={loading}
          selected={nav.selected}
          onOpenFolder={(e) => openFolder(e.path === MY_GIFS.path ? MY_GIFS : e)}
          onToggle={(e) => (own ? nav.toggle(e) : nav.only(e))}
          emptyTitle={own ? t('my-gifs.empty', { max: LIMITS.gifs.maxUserGifs }) : q ? t('gifs.empty-search') : t('gifs.empty')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('general.cancel')}
          </Button>
          <Button onClick={use} disabled={!selectedEntry || (own && nav.selected.size !== 1)} data-testid="gif-use">
            {t('gifs.use')}
          </Button>
        </Group>
      </Stack>
      <UploadModal opened={dialog === 'upload'} onClose={() => setDialog(null)} title={t('gifs.upload-title')} rules={UPLOAD_RULES.userGifs} send={send} />
    </Modal>
  );
}
