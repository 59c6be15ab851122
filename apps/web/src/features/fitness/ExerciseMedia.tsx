import { Image } from '@mantine/core';
import { fetchApiBlob } from '../../api/fitness.ts';
import { isPublicMediaUrl } from '../../api/media.ts';
import { useBlobUrl } from '../../components/useBlobUrl.ts';

/**
 * An exercise's gif, or its video in a video session (looped, autoplay, muted). Library gifs load
 * directly; own gifs and videos are fetched with the bearer token.
 */
export function ExerciseMedia({ url, video, alt, height = 80, testId }: { url: string | null; video: boolean; alt: string; height?: number; testId?: string }) {
  const isPublic = url !== null && isPublicMediaUrl(url);
  const blob = useBlobUrl(url && !isPublic ? (signal) => fetchApiBlob(url, signal) : null, url ?? '');
  const src = isPublic ? url : blob;
  if (!src) return null;
  if (video) {
    // React sets `muted` as a property after the element starts loading, so the browser's autoplay
    // rule may see an unmuted video: mute it and start it once it can play.
    const start = (e: React.SyntheticEvent<HTMLVideoElement>) => {
      e.currentTarget.muted = true;
      void e.currentTarget.play().catch(() => undefined);
    };
    return <video src={src} loop autoPlay muted playsInline onCanPlay={start} style={{ height, maxWidth: '100%', borderRadius: 4 }} data-testid={testId} />;
  }
  return <Image src={src} alt={alt} h={height} w="auto" fit="contain" data-testid={testId} />;
}
