import { useEffect, useState } from 'react';
import { fetchFormationImage } from '../../api/formations.ts';

/** An object URL of a formation's PNG (fetched with the bearer token), revoked on unmount. */
export function useFormationImage(id: number | null, version: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (id === null) return;
    const ctrl = new AbortController();
    let made: string | null = null;
    fetchFormationImage(id, ctrl.signal).then(
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
  }, [id, version]);
  return url;
}
