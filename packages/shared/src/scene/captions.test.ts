import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits.ts';
import {
  applyFrameEdit,
  buildTimeline,
  captionForm,
  captionRange,
  captionShownAt,
  captionShownAtTime,
  captionsOf,
  createCaption,
  createPlayer,
  deleteFrame,
  emptyScene,
  frameStepMs,
  parseDraft,
  DraftError,
  projectFrame,
  sampleTimeline,
  sceneDocument,
  toDraft,
  validCaptionRange,
  withCaptionRange,
} from './index.ts';
import type { SceneDocument } from './index.ts';

const fields = { text: 'Pressão alta!', fontSize: 36, fill: '#ffffff', background: '#000000b3' };

/** A 4-frame video: one player moving every frame and a caption on frames 2..3. */
function video(): SceneDocument {
  const doc = emptyScene(1, 'campo.svg');
  const player = createPlayer('AZUL', 'p.svg', 100, 100);
  player.anim.frames = { '2': { x: 200, y: 100, visible: true }, '3': { x: 300, y: 100, visible: true }, '4': { x: 400, y: 100, visible: true } };
  return { ...doc, frames: 4, objects: [player, createCaption(fields, { from: 2, to: 3 }, { x: 640, y: 800 })] };
}

describe('caption frame ranges', () => {
  it('stores the range in the animation field and shows only inside it', () => {
    const c = createCaption(fields, { from: 2, to: 3 });
    expect(c.anim).toEqual({ frames: {}, start: 2, hide: 4 });
    expect([1, 2, 3, 4, 5].map((f) => captionShownAt(c, f))).toEqual([false, true, true, false, false]);
    expect(captionRange(c, 4)).toEqual({ from: 2, to: 3 });
    // Adding frames later does not extend the range.
    expect(captionRange(c, 10)).toEqual({ from: 2, to: 3 });
    // A range reaching past a shorter video is clamped to it.
    expect(captionRange(withCaptionRange(c, { from: 2, to: 9 }), 4)).toEqual({ from: 2, to: 4 });
    expect(captionRange({ ...c, anim: { frames: {}, start: 3, hide: null } }, 5)).toEqual({ from: 3, to: 5 });
  });

  it('validates ranges against the frame count', () => {
    expect(validCaptionRange({ from: 1, to: 1 }, 1)).toBe(true);
    expect(validCaptionRange({ from: 2, to: 3 }, 3)).toBe(true);
    expect(validCaptionRange({ from: 3, to: 2 }, 3)).toBe(false);
    expect(validCaptionRange({ from: 0, to: 2 }, 3)).toBe(false);
    expect(validCaptionRange({ from: 2, to: 4 }, 3)).toBe(false);
    expect(validCaptionRange({ from: 1.5, to: 2 }, 3)).toBe(false);
  });

  it('is cut in and out at frame boundaries in the timeline the player and the exporter sample', () => {
    const doc = video();
    const caption = doc.objects[1]!;
    const timeline = buildTimeline(doc);
    const step = frameStepMs(1);
    const at = (t: number) => sampleTimeline(timeline, t, 1)[1]!;
    // Frame 1 and the whole move from 1 to 2: hidden, no fade-in.
    for (const t of [0, step * 0.5, step - 1]) expect(at(t)).toMatchObject({ visible: false, opacity: 0 });
    // From reaching frame 2 until reaching frame 4: shown, full opacity, never moved.
    for (const t of [step, step * 1.5, step * 2, step * 3 - 1]) expect(at(t)).toEqual({ id: caption.id, x: 640, y: 800, visible: true, opacity: 1 });
    // Frame 4 (and the hold at the end): hidden, no fade-out.
    for (const t of [step * 3, step * 3 + 400]) expect(at(t)).toMatchObject({ visible: false, opacity: 0 });
    // The same answer as the frame-range rule at every instant.
    for (let t = 0; t <= step * 3 + 500; t += 37) expect(at(t).visible, `t=${t}`).toBe(captionShownAtTime(caption, 4, t, 1));
    // The player still moves and fades as before.
    expect(sampleTimeline(timeline, step * 0.5, 1)[0]).toMatchObject({ x: 150, visible: true });
  });

  it('keeps one position in every frame when moved in a frame, and its range when edited through the flat view', () => {
    const doc = video();
    const id = doc.objects[1]!.id;
    const before = projectFrame(doc, 3);
    const moved = { ...before, objects: before.objects.map((o) => (o.id === id ? { ...o, x: 300, y: 200 } : o)) };
    const after = applyFrameEdit(doc, 3, before, moved);
    const caption = after.objects[1]!;
    expect({ x: caption.x, y: caption.y, anim: caption.anim }).toEqual({ x: 300, y: 200, anim: { frames: {}, start: 2, hide: 4 } });
    // Editing the range at frame 1 (where the caption is not shown) changes the range only.
    const view1 = projectFrame(after, 1);
    expect(view1.objects[1]!.visible).toBe(false);
    const ranged = { ...view1, objects: view1.objects.map((o) => (o.id === id ? withCaptionRange({ ...o, visible: true }, { from: 1, to: 2 }) : o)) };
    const edited = applyFrameEdit(after, 1, view1, ranged);
    expect(captionRange(edited.objects[1]!, 4)).toEqual({ from: 1, to: 2 });
    expect(edited.objects[1]!.visible).toBe(true);
    // Undo (the previous view back) restores the old range.
    expect(applyFrameEdit(edited, 1, ranged, view1).objects[1]!.anim).toEqual({ frames: {}, start: 2, hide: 4 });
  });

  it('a new caption added at any frame keeps the range it was given', () => {
    const doc = { ...emptyScene(1, ''), frames: 3 };
    const view = projectFrame(doc, 3);
    const c = createCaption(fields, { from: 1, to: 2 });
    const out = applyFrameEdit(doc, 3, view, { ...view, objects: [{ ...c, visible: false }] });
    expect(out.objects[0]).toMatchObject({ visible: true, anim: { start: 1, hide: 3 } });
  });

  it('follows frame deletion: the range shrinks or moves down, and a caption whose frames are all gone is removed', () => {
    const doc = video();
    expect(captionRange(deleteFrame(doc, 1)!.objects[1]!, 3)).toEqual({ from: 1, to: 2 });
    expect(captionRange(deleteFrame(doc, 3)!.objects[1]!, 3)).toEqual({ from: 2, to: 2 });
    const single = { ...doc, objects: [doc.objects[0]!, withCaptionRange(doc.objects[1]!, { from: 2, to: 2 })] };
    const gone = deleteFrame(single, 2)!;
    expect(captionsOf(gone)).toEqual([]);
    expect(deleteFrame(doc, 4)!.objects[1]!.anim).toEqual({ frames: {}, start: 2, hide: 4 });
  });
});

describe('caption validation', () => {
  it('accepts a caption in the scene schema and refuses an empty or too long text with its own message', () => {
    const doc = video();
    expect(sceneDocument.parse(doc).objects[1]).toMatchObject({ type: 'caption', text: 'Pressão alta!', fontSize: 36 });
    const long = { ...doc, objects: [doc.objects[0]!, { ...doc.objects[1]!, text: 'x'.repeat(LIMITS.caption.maxChars + 1) }] };
    let error: unknown = null;
    try {
      parseDraft(JSON.stringify(toDraft(long as SceneDocument)));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DraftError);
    expect(error).toMatchObject({ key: 'captions.text-too-long', params: { max: LIMITS.caption.maxChars } });
    const blank = { ...doc, objects: [{ ...doc.objects[1]!, text: '   ' }] };
    expect(() => parseDraft(toDraft(blank as SceneDocument))).toThrow(expect.objectContaining({ key: 'captions.text-required' }) as Error);
    // Exactly the limit is fine; the text stays text (markup is not interpreted anywhere, only stored).
    const max = '<b>'.padEnd(LIMITS.caption.maxChars, 'a');
    expect(parseDraft(toDraft({ ...doc, objects: [{ ...doc.objects[1]!, text: max }] } as SceneDocument)).scene.objects[0]).toMatchObject({ text: max });
  });
});

describe('caption form', () => {
  it('checks the text, the size and the range against the video', () => {
    const form = captionForm(3);
    expect(form.safeParse({ text: 'Ok', fontSize: 36, from: 2, to: 3 }).success).toBe(true);
    const messages = (v: object) => (form.safeParse(v).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages({ text: 'Ok', fontSize: 36, from: 3, to: 2 })).toEqual(['to:captions.range-order']);
    expect(messages({ text: 'Ok', fontSize: 36, from: 1, to: 4 })).toEqual(['to:captions.range-max']);
    expect(messages({ text: 'y'.repeat(LIMITS.caption.maxChars + 1), fontSize: 36, from: 1, to: 1 })).toEqual(['text:captions.text-too-long']);
    expect(messages({ text: '', fontSize: 200, from: 1, to: 1 })).toEqual(['text:captions.text-required', 'fontSize:captions.size-max']);
  });
});
