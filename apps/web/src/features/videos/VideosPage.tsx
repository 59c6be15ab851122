import { ActionIcon, Button, Center, Container, Group, Loader, Modal, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Formation } from '@prancheta/shared';
import { IconDownload, IconMovie, IconPencil, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { handleApiError } from '../../api/errors.ts';
import { useDeleteFormation } from '../../api/formations.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SportPickerModal } from '../sports/SportPickerModal.tsx';
import { useVideos } from './api.ts';
import { downloadVideo, previewText } from './download.ts';
import { VideoPlayerModal } from './VideoPlayer.tsx';

function Actions({ video, onPlay, onDelete }: { video: Formation; onPlay: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadVideo(video.id)
      .catch((err: unknown) => handleApiError(err))
      .finally(() => setDownloading(false));
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('videos.play')}>
        <ActionIcon variant="light" onClick={onPlay} aria-label={t('videos.play')} data-testid={`video-play-${video.id}`}>
          <IconPlayerPlay size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('videos.edit')}>
        <ActionIcon variant="light" color="gray" component={Link} to={`/edit/${video.id}?type=formaction`} aria-label={t('videos.edit')} data-testid={`video-edit-${video.id}`}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('videos.download')}>
        <ActionIcon variant="light" color="teal" onClick={download} loading={downloading} aria-label={t('videos.download')} data-testid={`video-download-${video.id}`}>
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('videos.delete')}>
        <ActionIcon variant="light" color="red" onClick={onDelete} aria-label={t('videos.delete')} data-testid={`video-delete-${video.id}`}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** /videos: my recorded video formations with play, edit, download and delete; new ones start with a sport. */
export default function VideosPage() {
  const { t, i18n } = useTranslation();
  const list = useVideos();
  const remove = useDeleteFormation();
  const [picking, setPicking] = useState(false);
  const [playing, setPlaying] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Formation | null>(null);

  useEffect(() => {
    if (list.error) handleApiError(list.error, { paymentRedirect: '/profile' });
  }, [list.error]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({ color: 'green', message: t('videos.deleted') });
    } catch (err) {
      handleApiError(err);
    } finally {
      setDeleting(null);
    }
  };

  const date = (iso: string) => {
    const d = new Date(iso.length === 10 ? `${iso}T12:00:00` : iso);
    return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(i18n.language);
  };
  const videos = list.data ?? [];
  const newButton = (testId: string) => (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setPicking(true)} data-testid={testId}>
      {t('videos.new')}
    </Button>
  );

  return (
    <Container size="xl" py="md">
      <PageHeader title={t('videos.title')} subtitle={t('videos.subtitle')} actions={newButton('videos-new')} />
      {list.isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : videos.length === 0 ? (
        <EmptyState icon={<IconMovie size={28} />} title={t('videos.empty')} hint={t('videos.empty-hint')} action={newButton('videos-empty-new')} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="videos-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('videos.columns.id')}</Table.Th>
                  <Table.Th>{t('videos.columns.actions')}</Table.Th>
                  <Table.Th>{t('videos.columns.clube')}</Table.Th>
                  <Table.Th>{t('videos.columns.categoria')}</Table.Th>
                  <Table.Th>{t('videos.columns.descricao')}</Table.Th>
                  <Table.Th>{t('videos.columns.professor')}</Table.Th>
                  <Table.Th>{t('videos.columns.data')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {videos.map((v) => (
                  <Table.Tr key={v.id} data-testid={`video-row-${v.id}`}>
                    <Table.Td>{v.id}</Table.Td>
                    <Table.Td>
                      <Actions video={v} onPlay={() => setPlaying(v.id)} onDelete={() => setDeleting(v)} />
                    </Table.Td>
                    <Table.Td>{v.clube}</Table.Td>
                    <Table.Td>{v.categoria}</Table.Td>
                    <Table.Td title={v.descricao} data-testid={`video-descricao-${v.id}`}>
                      {previewText(v.descricao ?? '')}
                    </Table.Td>
                    <Table.Td>{v.professor}</Table.Td>
                    <Table.Td>{date(v.data)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <SportPickerModal video opened={picking} onClose={() => setPicking(false)} />
      <VideoPlayerModal id={playing} onClose={() => setPlaying(null)} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('videos.delete-title')} data-testid="delete-dialog">
        <Stack>
          <Text size="sm">{t('videos.delete-confirm', { id: deleting?.id ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('general.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirmDelete()} data-testid="delete-confirm">
              {t('videos.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
