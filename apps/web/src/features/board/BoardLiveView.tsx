import { LIMITS } from '@prancheta/shared';
import { elementUrl } from '../../api/sports.ts';
import type { LiveBoardViewProps } from '../../components/live/index.ts';
import { BoardCanvas } from './BoardCanvas.tsx';
import { useLoadedImage } from './useLoadedImage.ts';

const noop = () => undefined;

/** The tactical board of a live session, read-only: the same canvas the coach draws on, without its tools. */
export default function BoardLiveView({ state, ink, displayWidth, rotated }: LiveBoardViewProps) {
  const field = useLoadedImage(state.field ? elementUrl(state.field) : null);
  return (
    <BoardCanvas
      doc={state.doc}
      tool="move"
      color={LIMITS.line.defaultColor}
      lineWidth={LIMITS.line.defaultWidth}
      field={field}
      displayWidth={displayWidth}
      rotated={rotated}
      onCommit={noop}
      readOnly
      ink={ink}
    />
  );
}
