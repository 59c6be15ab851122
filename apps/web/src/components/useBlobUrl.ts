import { useEffect, useState } from 'react';

/**
 * An object URL of a protected blob (an image the API serves only with the bearer token, fetched with
 * getBlob by `fetcher`); null while loading, on failure or without a fetcher; revoked on change and unmount.
 */
export function useBlobUrl(fetcher: ((signal: AbortSignal) => Promise<Blob>) | null, version: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!fetcher) {
      setUrl(null);
      return;
    }
    const ctrl = new AbortController();
    let made: string | null = null;
    fetcher(ctrl.signal).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => setUrl(null),
    );
    return () => {
      ctrl.abort();
      if (made) URL.revokeObjectURL(made);
    };
    // The fetcher is recreated on each render; the version says when to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  return url;
}
