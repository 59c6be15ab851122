import { useEffect, useState } from 'react';
import { getBlob } from '../../api/client.ts';

const cache = new Map<string, Promise<HTMLImageElement>>();

/**
 * The URL to load for a scene source: sport artwork paths go through the public GET /api/elements;
 * /api/... addresses (personal images) need the bearer token and are fetched as blobs.
 */
export function sourceKind(src: string): 'element' | 'private' | 'direct' {
  if (src.startsWith('/api/') || src.startsWith('api/')) return 'private';
  if (src.startsWith('blob:') || src.startsWith('data:') || /^https?:/.test(src)) return 'direct';
  return 'element';
}

function loadElement(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new window.Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`image failed: ${url}`));
    img.src = url;
  });
}

/** Loads (once) the image of a scene source. */
export function loadSceneImage(src: string): Promise<HTMLImageElement> {
  let p = cache.get(src);
  if (!p) {
    const kind = sourceKind(src);
    p =
      kind === 'element'
        ? loadElement(`/api/elements?path=${encodeURIComponent(src)}`)
        : kind === 'private'
          ? getBlob(src.replace(/^\/?api\//, '')).then((b) => loadElement(URL.createObjectURL(b)))
          : loadElement(src);
    p.catch(() => cache.delete(src));
    cache.set(src, p);
  }
  return p;
}

/** The loaded image of a scene source, or undefined while it loads (or when it failed). */
export function useSceneImage(src: string | undefined): HTMLImageElement | undefined {
  const [img, setImg] = useState<HTMLImageElement | undefined>();
  useEffect(() => {
    if (!src) return;
    let live = true;
    loadSceneImage(src).then(
      (i) => live && setImg(i),
      () => live && setImg(undefined),
    );
    return () => {
      live = false;
    };
  }, [src]);
  return img;
}

/** Resolves once every source has loaded or failed (before exporting the PNG). */
export async function imagesReady(sources: string[]): Promise<void> {
  await Promise.allSettled(sources.map(loadSceneImage));
}
