import type Konva from 'konva';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import type * as Y from 'yjs';
import { coeditSocketUrl, rememberedShared, useCoeditors } from '../../api/coedit.ts';
import type { EditorStore } from '../state/store.ts';
import { bindFrames, bindStore } from './binding.ts';
import type { AnimatedDocument } from './binding.ts';
import { CoeditControls } from './CoeditControls.tsx';
import { Cursors } from './Cursors.tsx';
import { useCoedit } from './useCoedit.ts';

/**
 * Drawing a saved formation together, for the editor page: the controls (invite, status, who is
 * here) and the cursors drawn over the canvas. The formation is drawn together once it is shared
 * (the owner invited someone, or it is someone else's); offline, as this device last knew. A video
 * passes its animated document (`animated`): every frame is drawn together, not only the one shown.
 */
export function useFormationCoedit(
  store: EditorStore,
  formationId: number | null,
  stage: Konva.Stage | null,
  animated: AnimatedDocument | null = null,
): { controls: ReactNode; overlay: ReactNode } {
  const coeditors = useCoeditors(formationId);
  const data = coeditors.data;
  const shared = formationId !== null && (data ? !data.dono || data.convidados.length > 0 : rememberedShared(formationId));
  const bind = useCallback((doc: Y.Doc) => (animated ? bindFrames(animated, store, doc) : bindStore(store, doc)), [store, animated]);
  const { status, peers, active } = useCoedit({ bind, formationId, enabled: shared, stage, socketUrl: coeditSocketUrl });
  if (formationId === null) return { controls: null, overlay: null };
  return {
    controls: <CoeditControls formationId={formationId} status={shared ? status : null} peers={peers} />,
    overlay: active ? <Cursors peers={peers} /> : null,
  };
}
