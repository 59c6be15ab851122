import type { TFunction } from 'i18next';
import type { EditorSource } from '../../../editor/source/useEditorSource.ts';
import { exerciseTarget } from './exerciseTarget.tsx';
import { formationTarget } from './formationTarget.tsx';
import type { SaveTarget } from './types.ts';

/** The save target of what the editor opened: a training exercise when the source has one, else a formation. */
export function saveTargetOf(source: EditorSource, t: TFunction): SaveTarget {
  const { exercise } = source;
  return exercise ? exerciseTarget({ ...source, exercise }, t) : formationTarget(source, t);
}
