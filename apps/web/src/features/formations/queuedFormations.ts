import type { Formation } from '@prancheta/shared';
import type { QueuedSave } from '../../pwa/queueEntry.ts';

/** One card of the list: the server's formation, or a save waiting on this device shown over it (or alone when new). */
export interface ListedFormation {
  formation: Formation;
  /** The queued save this card shows (its picture is the queued PNG), null for a server row as it is. */
  queued: QueuedSave | null;
}

/** The formation a queued save will become: the server's row (when it has one) with the save's fields. */
function asFormation(save: QueuedSave, base: Formation | undefined, id: number): Formation {
  const { fields, colours } = save.input;
  const header = { ...fields, category_id: fields.category_id ?? null };
  if (base) return { ...base, ...header, colors: colours };
  return {
    id,
    type: 'image',
    ...header,
    colors: colours,
    img: null,
    img_url: null,
    file: null,
    logo_url: null,
    editable: true,
    created_at: save.queuedAt,
    updated_at: save.queuedAt,
  };
}

/**
 * The list as the coach will see it once the queue is sent: each waiting save replaces the row of
 * the formation it edits (or of the one it already created on the server), and new ones come
 * first, newest first. Saves the server refused are not shown here (the sync indicator lists them).
 */
export function withQueuedSaves(list: Formation[], saves: QueuedSave[]): ListedFormation[] {
  const byId = new Map(list.map((f) => [f.id, f]));
  const over = new Map<number, QueuedSave>();
  const fresh: ListedFormation[] = [];
  for (const save of saves) {
    if (save.refused) continue;
    const id = save.sentId ?? (typeof save.input.id === 'number' ? save.input.id : Number(save.input.id) || 0);
    const base = byId.get(id);
    if (base) over.set(id, save);
    else fresh.unshift({ formation: asFormation(save, undefined, save.sentId ?? 0), queued: save });
  }
  return [
    ...fresh,
    ...list.map((f) => {
      const save = over.get(f.id);
      return save ? { formation: asFormation(save, f, f.id), queued: save } : { formation: f, queued: null };
    }),
  ];
}
