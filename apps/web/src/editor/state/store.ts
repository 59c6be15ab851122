import { LIMITS } from '@prancheta/shared';
import { emptyScene } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import { useSyncExternalStore } from 'react';
import { createHistory, record } from './history.ts';
import type { ActionResult, EditorState } from './types.ts';

type Listener = () => void;

/** The initial state for a document (a fresh scene or a reopened draft). */
export function initialState(doc: SceneDocument = emptyScene()): EditorState {
  return {
    doc,
    selection: [],
    tool: 'select',
    history: createHistory(LIMITS.undo.default),
    clipboard: [],
    style: { stroke: LIMITS.line.defaultColor, strokeWidth: LIMITS.line.defaultWidth },
    changes: 0,
  };
}

/**
 * A tiny external store: one immutable state, replaced by `apply(result)`. Committed results record
 * the previous document in the bounded history (one entry per gesture); others (selection, tool,
 * a drag in progress) do not.
 */
export class EditorStore {
  private state: EditorState;
  private listeners = new Set<Listener>();
  private lastMergeKey: string | undefined;
  private animating: ((animated: SceneDocument) => SceneDocument) | undefined;

  constructor(state: EditorState = initialState()) {
    this.state = state;
  }

  getState = (): EditorState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Replaces the state (used by undo/redo and resets). */
  set(next: Partial<EditorState>): void {
    this.state = { ...this.state, ...next };
    for (const l of this.listeners) l();
  }

  /** Applies an action's result. A committed document change enters history and counts as unsaved. */
  apply(result: ActionResult | null): void {
    if (!result) return;
    const s = this.state;
    const next: Partial<EditorState> = {};
    if (result.doc && result.doc !== s.doc) {
      next.doc = result.doc;
      if (result.commit) {
        const merging = result.mergeKey !== undefined && result.mergeKey === this.lastMergeKey;
        if (!merging) next.history = record(s.history, s.doc);
        next.changes = s.changes + 1;
        this.lastMergeKey = result.mergeKey;
      }
    }
    if (result.history) {
      this.lastMergeKey = undefined;
      next.history = result.history;
      next.changes = s.changes + 1;
    }
    if (result.selection) {
      const ids = new Set((next.doc ?? s.doc).objects.map((o) => o.id));
      next.selection = result.selection.filter((id) => ids.has(id));
    } else if (next.doc) {
      const ids = new Set(next.doc.objects.map((o) => o.id));
      next.selection = s.selection.filter((id) => ids.has(id));
    }
    if (result.clipboard) next.clipboard = result.clipboard;
    if (result.tool) next.tool = result.tool;
    this.animating = next.doc && result.commit ? result.animate : undefined;
    try {
      this.set(next);
    } finally {
      this.animating = undefined;
    }
  }

  /** While listeners hear of a committed result that edits every frame: that edit (see ActionResult.animate). */
  pendingAnimate(): ((animated: SceneDocument) => SceneDocument) | undefined {
    return this.animating;
  }

  /** Marks the current document as saved. */
  markSaved(): void {
    this.set({ changes: 0 });
  }
}

/** Subscribes a component to a slice of the editor state. */
export function useEditorState<T>(store: EditorStore, selector: (s: EditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
