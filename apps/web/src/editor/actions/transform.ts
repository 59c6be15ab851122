import { mirrorCentre, mirrorScene, swapTeamColours, teamsToSwap } from '@prancheta/shared/scene/index.ts';
import type { MirrorAxis } from '@prancheta/shared/scene/index.ts';
import type { EditorState } from '../state/types.ts';
import type { EditorAction } from './types.ts';
import { mod } from './types.ts';

/** The objects a whole-drawing command works on: the selection, or everything (null) when nothing is selected. */
const scope = (s: EditorState): string[] | null => (s.selection.length ? s.selection : null);

function mirror(name: string, labelKey: string, axis: MirrorAxis, key: string): EditorAction {
  return {
    name,
    labelKey,
    keys: ['Shift', key.toUpperCase()],
    keyTest: (e) => !mod(e) && !e.altKey && e.shiftKey && e.key.toLowerCase() === key,
    predicate: (s) => s.doc.objects.length > 0,
    perform: (s) => {
      if (!s.doc.objects.length) return null;
      const ids = scope(s);
      // One centre line for the frame shown and for every frame of a video.
      const centre = mirrorCentre(s.doc, ids, axis);
      return { doc: mirrorScene(s.doc, ids, axis, centre), animate: (animated) => mirrorScene(animated, ids, axis, centre), commit: true };
    },
  };
}

/** Flip the selection (or the whole drawing) left <-> right: positions, arrows, curves; text stays readable. */
export const mirrorHorizontalAction = mirror('mirrorHorizontal', 'presets.mirror-h', 'horizontal', 'h');
/** Flip the selection (or the whole drawing) top <-> bottom. */
export const mirrorVerticalAction = mirror('mirrorVertical', 'presets.mirror-v', 'vertical', 'v');

/** Swap the two team colours of the selection (or the whole drawing). */
export const swapTeamsAction: EditorAction = {
  name: 'swapTeams',
  labelKey: 'presets.swap',
  keys: ['Shift', 'S'],
  keyTest: (e) => !mod(e) && !e.altKey && e.shiftKey && e.key.toLowerCase() === 's',
  predicate: (s) => teamsToSwap(s.doc, scope(s)) !== null,
  perform: (s) => {
    const ids = scope(s);
    const pair = teamsToSwap(s.doc, ids);
    if (!pair) return null;
    return { doc: swapTeamColours(s.doc, ids, pair), animate: (animated) => swapTeamColours(animated, ids, pair), commit: true };
  },
};
