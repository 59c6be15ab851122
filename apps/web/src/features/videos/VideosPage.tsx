import { Container } from '@mantine/core';
import type { Formation, Language } from '@prancheta/shared';
import { IconDownload, IconFileExport, IconMovie, IconPencil, IconPlayerPlay, IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { useDeleteFormation } from '../../api/formations.ts';
import { DataTable, deleteRowAction } from '../../components/data-table/index.ts';
import type { DataColumn, RowAction } from '../../components/data-table/index.ts';
import { formatShortDate } from '../../components/format.ts';
import { useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';
import { NewButton } from '../../components/NewButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SendToClubModal, useCanSendToClub } from './SendToClubModal.tsx';
import { SportPickerModal } from '../../components/sports/SportPickerModal.tsx';
import { useVideos } from '../../api/videos.ts';
import { downloadVideo, previewText } from './download.ts';
import { VideoPlayerModal } from './VideoPlayer.tsx';
import { shareRowAction, useShare } from '../../components/share/useShare.tsx';
import { downloadPlayFile } from '../../components/playfiles/downloadPlayFile.ts';
import { ImportPlayButton } from '../../components/playfiles/ImportPlayButton.tsx';
import { useScreenLoadError } from '../../components/useReportError.ts';
import { useIsExample } from '../../api/examples.ts';
import { WithExampleBadge } from '../../components/ExampleBadge.tsx';

/** /videos: my recorded video formations with play, edit, download and delete; new ones start with a sport. */
export default function VideosPage() {
  const { t, i18n } = useTranslation();
  const share = useShare();
  const list = useVideos();
  const isExample = useIsExample('videos');
  const remove = useDeleteFormation();
  const [picking, setPicking] = useState(false);
  const [playing, setPlaying] = useState<number | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const canSend = useCanSendToClub();
  // Offline the list and the player stay; new, import, edit, send, share and delete need the server.
  useReadOnlyOffline('video');

  useScreenLoadError(list.error, { paymentRedirect: '/profile' });

  const columns = useMemo<DataColumn<Formation>[]>(() => {
    const date = (iso: string) => formatShortDate(iso, i18n.language as Language) || iso;
    return [
      { key: 'id', title: t('videos.columns.id'), sortable: true, width: 70 },
      { key: 'clube', title: t('videos.columns.clube'), sortable: true, render: (v) => <WithExampleBadge example={isExample(v.id)}>{v.clube}</WithExampleBadge> },
      { key: 'categoria', title: t('videos.columns.categoria'), sortable: true, hideBelow: 'sm' },
      { key: 'descricao', title: t('videos.columns.descricao'), render: (v) => previewText(v.descricao ?? ''), cellTitle: (v) => v.descricao, cellTestId: (v) => `video-descricao-${v.id}`, hideBelow: 'md' },
      { key: 'professor', title: t('videos.columns.professor'), sortable: true, hideBelow: 'md' },
      { key: 'data', title: t('videos.columns.data'), sortable: true, render: (v) => date(v.data), searchValue: (v) => `${v.data} ${date(v.data)}`, hideBelow: 'sm' },
    ];
  }, [t, i18n.language, isExample]);

  const download = (id: number) => {
    setDownloading(id);
    downloadVideo(id)
      .catch((err: unknown) => handleApiError(err))
      .finally(() => setDownloading(null));
  };

  const actions: RowAction<Formation>[] = [
    { key: 'play', label: t('videos.play'), icon: <IconPlayerPlay size={18} />, onClick: (v) => setPlaying(v.id), testId: (v) => `video-play-${v.id}` },
    { key: 'edit', label: t('videos.edit'), icon: <IconPencil size={18} />, color: 'gray', mutates: true, href: (v) => `/edit/${v.id}?type=formaction`, testId: (v) => `video-edit-${v.id}` },
    shareRowAction<Formation>({ label: t('share.action'), kind: 'video', title: (v) => v.clube || `#${v.id}`, open: share.open, testId: 'video-share' }),
    { key: 'download', label: t('videos.download'), icon: <IconDownload size={18} />, color: 'teal', onClick: (v) => download(v.id), loading: (v) => downloading === v.id, testId: (v) => `video-download-${v.id}` },
    {
      key: 'playfile',
      label: t('playfile.export'),
      icon: <IconFileExport size={18} />,
      color: 'indigo',
      onClick: (v) => void downloadPlayFile(v.id, v.clube).catch((err: unknown) => handleApiError(err)),
      testId: (v) => `video-playfile-${v.id}`,
    },
    { key: 'send', label: t('teams.send-to-club'), icon: <IconSend size={18} />, color: 'grape', mutates: true, hidden: () => !canSend, onClick: (v) => setSending(v.id), testId: (v) => `video-send-${v.id}` },
    deleteRowAction({
      label: t('videos.delete'),
      title: t('videos.delete-title'),
      message: (v) => t('videos.delete-confirm', { id: v.id }),
      confirmLabel: t('videos.delete'),
      remove: (v) => remove.mutateAsync(v.id),
      done: t('videos.deleted'),
      testId: (v) => `video-delete-${v.id}`,
    }),
  ];

  // The header's button, and the same in the empty state (each with its own test id).
  const newButton = (testId: string) => <NewButton label={t('videos.new')} onClick={() => setPicking(true)} testId={testId} />;

  return (
    <Container size="xl" py="md">
      <PageHeader
        title={t('videos.title')}
        subtitle={t('videos.subtitle')}
        actions={
          <>
            <ImportPlayButton />
            {newButton('videos-new')}
          </>
        }
      />
      <DataTable
        records={list.data}
        loading={list.isLoading}
        rowKey={(v) => v.id}
        columns={columns}
        actions={actions}
        defaultSort={{ key: 'id', direction: 'desc' }}
        search={{ placeholder: t('videos.search'), testId: 'videos-search' }}
        empty={{ icon: <IconMovie size={28} />, title: t('videos.empty'), hint: t('videos.empty-hint'), action: newButton('videos-empty-new') }}
        testId="videos-table"
        rowTestId={(v) => `video-row-${v.id}`}
      />
      <SportPickerModal video opened={picking} onClose={() => setPicking(false)} />
      <VideoPlayerModal id={playing} onClose={() => setPlaying(null)} />
      <SendToClubModal videoId={sending} onClose={() => setSending(null)} />
      {share.modal}
    </Container>
  );
}
