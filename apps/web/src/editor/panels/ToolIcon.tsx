import { IconArrowNarrowRight, IconLine, IconLineDashed, IconPointer, IconScribble, IconVectorSpline } from '@tabler/icons-react';
import type { ToolName } from '../state/types.ts';

/** The icon of a drawing tool. */
export function ToolIcon({ tool, size = 18 }: { tool: ToolName; size?: number }) {
  switch (tool) {
    case 'select':
      return <IconPointer size={size} />;
    case 'line':
      return <IconLine size={size} />;
    case 'dashed':
      return <IconLineDashed size={size} />;
    case 'curve':
      return <IconVectorSpline size={size} />;
    case 'freehand':
      return <IconScribble size={size} />;
    case 'arrow':
      return <IconArrowNarrowRight size={size} />;
    case 'adash':
      return <IconArrowNarrowRight size={size} style={{ strokeDasharray: '3 3' }} />;
  }
}
