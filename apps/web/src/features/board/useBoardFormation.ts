import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchFormation, fetchFormationDraft, fetchFormationImage } from '../../api/formations.ts';
import type { BoardBase } from './useSaveAsFormation.tsx';

interface LoadedFormation {
  image: HTMLImageElement;
  base: BoardBase;
}

/** Decodes an image blob into an element the board canvas can draw. */
function decode(blob: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(blob);
  return new Promise((resolve, reject) => {
    const img = new window.Image();
    img.onload = () => resolve(img);
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('formation image failed'));
    };
    img.src = url;
  });
}

/**
 * /board?formation={id}: one of the coach's image formations as the board's background (its rendered
 * picture), plus its editable objects, kept below the new drawing when the board is saved again as a
 * formation. The API answers 404 for a formation of another coach, so nothing of theirs loads.
 */
export function useBoardFormation(id: string | null) {
  const query = useQuery({
    queryKey: ['board-formation', id ?? ''],
    enabled: id !== null && /^\d+$/.test(id),
    retry: false,
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<LoadedFormation> => {
      const formation = await fetchFormation(id!, signal);
      if (formation.type !== 'image') throw new Error('not an image formation');
      const image = await decode(await fetchFormationImage(id!, signal));
      let base: BoardBase = { sportId: null, background: '', objects: [] };
      if (formation.editable) {
        try {
          // The draft reader (its schemas, zod) loads only for a board opened on a formation.
          const [{ decompressDraft }, draft] = await Promise.all([import('@prancheta/shared/scene/compress.ts'), fetchFormationDraft(id!, signal)]);
          const env = decompressDraft(await draft.arrayBuffer());
          base = { sportId: env.sport_id, background: env.backgroundImage, objects: env.scene.objects };
        } catch (err) {
          // An unreadable draft still lets the coach draw over the picture.
          console.warn(err);
        }
      }
      return { image, base };
    },
  });
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    setImage(query.data?.image ?? null);
    const src = query.data?.image.src;
    return () => {
      if (src?.startsWith('blob:')) URL.revokeObjectURL(src);
    };
  }, [query.data]);
  const invalid = id !== null && !/^\d+$/.test(id);
  return { image, base: query.data?.base ?? null, error: invalid ? new Error('invalid id') : query.error, pending: !invalid && query.isPending };
}
