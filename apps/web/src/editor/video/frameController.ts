import { addFrame, applyFrameEdit, clampFrame, deleteFrame, nextFrame, previousFrame, projectFrame } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import { useSyncExternalStore } from 'react';
import { createHistory } from '../state/history.ts';
import type { EditorStore } from '../state/store.ts';

/** What the frames toolbar shows. */
export interface FramesSnapshot {
  frame: number;
  frames: number;
  playing: boolean;
}

/**
 * Video mode on top of the ordinary editor: the editor store holds the flat view of the current
 * frame (every tool works unchanged); each edit of that view is written back into the animated
 * document as per-frame overrides (applyFrameEdit). Frame navigation does not enter the history:
 * undo/redo stay within the frame being edited.
 */
export class FrameController {
  private animated: SceneDocument;
  private view: SceneDocument;
  private frameNo = 1;
  private playingFlag = false;
  private syncing = false;
  private snapshot: FramesSnapshot;
  private listeners = new Set<() => void>();
  private documentListeners = new Set<(doc: SceneDocument) => void>();
  /** A document from elsewhere (drawing together) that arrived while playing: shown once stopped. */
  private pending: SceneDocument | null = null;
  private unsubscribe: (() => void) | null = null;
  /** The animated document behind each view shown in this frame, so undo and redo restore every frame exactly. */
  private animatedOf = new WeakMap<SceneDocument, SceneDocument>();

  constructor(
    private readonly store: EditorStore,
    doc: SceneDocument,
  ) {
    this.animated = doc;
    this.view = projectFrame(doc, 1);
    this.animatedOf.set(this.view, doc);
    this.snapshot = { frame: 1, frames: doc.frames, playing: false };
  }

  /** The view the editor store starts with (frame 1). */
  initialView(): SceneDocument {
    return this.view;
  }

  /** Starts following the store's edits; returns the detach function. */
  attach(): () => void {
    this.syncing = true;
    this.store.set({ doc: this.view });
    this.syncing = false;
    this.unsubscribe = this.store.subscribe(this.onStore);
    return () => {
      this.unsubscribe?.();
      this.unsubscribe = null;
    };
  }

  private onStore = (): void => {
    if (this.syncing) return;
    const doc = this.store.getState().doc;
    if (doc === this.view) return;
    const everyFrame = this.store.pendingAnimate();
    const known = this.animatedOf.get(doc);
    if (everyFrame) this.animated = everyFrame(this.animated);
    else if (known) this.animated = known;
    else this.animated = applyFrameEdit(this.animated, this.frameNo, this.view, doc);
    this.view = doc;
    this.animatedOf.set(doc, this.animated);
    this.changed();
  };

  /** Follows the changes of the animated document made here (edits, frames added or deleted, loads); not those of replace(). */
  onDocument(listener: (doc: SceneDocument) => void): () => void {
    this.documentListeners.add(listener);
    return () => this.documentListeners.delete(listener);
  }

  private changed(): void {
    for (const l of this.documentListeners) l(this.animated);
  }

  /**
   * Takes an animated document changed elsewhere (someone drawing together): the same frame is shown
   * again from it (clamped when frames went away), outside the history; while playing it waits.
   */
  replace(doc: SceneDocument): void {
    if (this.playingFlag) {
      this.pending = doc;
      return;
    }
    this.pending = null;
    this.animated = doc;
    this.frameNo = clampFrame(doc, this.frameNo);
    this.view = projectFrame(doc, this.frameNo);
    this.animatedOf.set(this.view, doc);
    this.syncing = true;
    try {
      this.store.apply({ doc: this.view, commit: false });
    } finally {
      this.syncing = false;
    }
    this.emit();
  }

  /** The whole animated document (what is saved). */
  document(): SceneDocument {
    return this.animated;
  }

  /** Replaces the animated document (reopening, tests, benchmarks) and shows frame 1. */
  load(doc: SceneDocument): void {
    this.animated = doc;
    this.show(1);
    this.changed();
  }

  getSnapshot = (): FramesSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    this.snapshot = { frame: this.frameNo, frames: this.animated.frames, playing: this.playingFlag };
    for (const l of this.listeners) l();
  }

  /** Shows frame `frame` in the editor: a fresh flat view, selection kept for what is still visible, a fresh history. */
  show(frame: number): void {
    this.frameNo = clampFrame(this.animated, frame);
    this.view = projectFrame(this.animated, this.frameNo);
    this.animatedOf = new WeakMap([[this.view, this.animated]]);
    const visible = new Set(this.view.objects.filter((o) => o.visible).map((o) => o.id));
    const s = this.store.getState();
    this.syncing = true;
    this.store.set({ doc: this.view, selection: s.selection.filter((id) => visible.has(id)), history: createHistory(s.history.limit) });
    this.syncing = false;
    this.emit();
  }

  /** Next frame; false at the last frame (the page shows the 'add-frame' alert). */
  next(): boolean {
    const { frame, atLast } = nextFrame(this.animated, this.frameNo);
    if (atLast) return false;
    this.show(frame);
    return true;
  }

  /** Previous frame, down to 1. */
  previous(): void {
    this.show(previousFrame(this.animated, this.frameNo));
  }

  /** Adds a frame at the end and shows it. */
  add(): void {
    this.animated = addFrame(this.animated);
    this.touch();
    this.show(this.animated.frames);
    this.changed();
  }

  /** Deletes the current frame; false (nothing changes) when it is the only one. */
  remove(): boolean {
    const next = deleteFrame(this.animated, this.frameNo);
    if (!next) return false;
    this.animated = next;
    this.touch();
    this.show(Math.min(this.frameNo, next.frames));
    this.changed();
    return true;
  }

  /** Marks playback on or off (the page disables editing and saving while playing). */
  setPlaying(playing: boolean): void {
    this.playingFlag = playing;
    this.emit();
    if (!playing && this.pending) this.replace(this.pending);
  }

  private touch(): void {
    this.store.set({ changes: this.store.getState().changes + 1 });
  }
}

/** Subscribes a component to the frame number, frame count and playing flag. */
export function useFrames(controller: FrameController): FramesSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot);
}
