import { Alert, Center, Loader, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@prancheta/shared';
import { formatNumber } from '../../components/format.ts';
import { fetchVideo } from '../../api/videos.ts';

/**
 * Makes a recorded webm seekable. Chrome's MediaRecorder writes no duration, so the element reports
 * Infinity until it has seen the end: jump far past the end once, let the browser find the real
 * duration, then go back to the start. The seek bar works after that.
 */
export function fixWebmDuration(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration)) return Promise.resolve(video.duration);
  return new Promise((resolve) => {
    const done = () => {
      if (!Number.isFinite(video.duration)) return;
      video.removeEventListener('durationchange', done);
      video.removeEventListener('timeupdate', done);
      video.currentTime = 0;
      resolve(video.duration);
    };
    video.addEventListener('durationchange', done);
    video.addEventListener('timeupdate', done);
    video.currentTime = Number.MAX_SAFE_INTEGER;
  });
}

/** Plays one video in a modal: the webm is fetched with the bearer token into a blob URL. */
export function VideoPlayerModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [duration, setDuration] = useState<number | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    if (id === null) return;
    const ctrl = new AbortController();
    let objectUrl: string | null = null;
    setFailed(false);
    setDuration(null);
    fetchVideo(id, ctrl.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setFailed(true);
      });
    return () => {
      ctrl.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [id]);

  return (
    <Modal opened={id !== null} onClose={onClose} size="auto" title={t('videos.player-title', { id: id ?? '' })} data-testid="video-player">
      {failed ? (
        <Alert color="red">{t('videos.load-error')}</Alert>
      ) : url ? (
        <>
          <video
            ref={video}
            src={url}
            controls
            playsInline
            preload="metadata"
            style={{ display: 'block', width: 'min(90vw, 960px)', aspectRatio: '4 / 3', background: '#000', borderRadius: 8 }}
            data-testid="video-element"
            data-duration={duration ?? ''}
            onLoadedMetadata={(e) => void fixWebmDuration(e.currentTarget).then(setDuration)}
          />
          {duration !== null ? (
            <Text size="xs" c="dimmed" mt={4} data-testid="video-duration">
              {t('videos.length', { seconds: formatNumber(duration, i18n.language as Language) })}
            </Text>
          ) : null}
        </>
      ) : (
        <Center w="min(90vw, 960px)" h={300}>
          <Loader />
        </Center>
      )}
    </Modal>
  );
}
