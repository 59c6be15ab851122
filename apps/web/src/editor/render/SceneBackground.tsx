import { LIMITS } from '@prancheta/shared';
import { Image as KImage, Rect } from 'react-konva';
import { useSceneImage } from './imageCache.ts';

const W = LIMITS.canvas.width;
const H = LIMITS.canvas.height;

/** The field of a scene: the pitch green, covered by the field picture once it has loaded. */
export function SceneBackground({ src }: { src: string }) {
  const img = useSceneImage(src || undefined);
  return (
    <>
      <Rect width={W} height={H} fill="#2f8a3c" />
      {img ? <KImage image={img} width={W} height={H} /> : null}
    </>
  );
}
