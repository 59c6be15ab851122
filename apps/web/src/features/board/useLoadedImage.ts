import { useEffect, useState } from 'react';

const cache = new Map<string, Promise<HTMLImageElement>>();

/** Loads an image once per URL (shared by every marker using the same icon). */
export function loadImage(url: string): Promise<HTMLImageElement> {
  let p = cache.get(url);
  if (!p) {
    p = new Promise((resolve, reject) => {
      const img = new window.Image();
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error(`image failed: ${url}`));
      img.src = url;
    });
    p.catch(() => cache.delete(url));
    cache.set(url, p);
  }
  return p;
}

/** The loaded image for a URL, or null while loading or when it failed (failures are only logged). */
export function useLoadedImage(url: string | null): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    setImage(null);
    if (!url) return;
    let alive = true;
    loadImage(url).then(
      (img) => alive && setImage(img),
      (err: unknown) => console.warn(err),
    );
    return () => {
      alive = false;
    };
  }, [url]);
  return image;
}
