/**
 * The queued-save records as stored in IndexedDB, read defensively: a queue written by an older
 * version of the app (a field missing or named differently) is taken as it can be, and what
 * cannot be sent is reported as unreadable, for the coach to discard, instead of crashing.
 * Pure functions: no IndexedDB here.
 */
import type { SaveFormationInput } from '../api/formations.ts';

/** A formation save made offline (or whose upload lost the network), waiting to be sent. */
export interface QueuedSave {
  /** Order of the saves: they are sent oldest first. */
  seq?: number;
  /** The account that made it (only that account's saves are sent or shown). */
  owner: number;
  input: SaveFormationInput;
  /** updated_at of the formation as the editor opened it (null for a new one): a different one on the server is a conflict. */
  baseUpdatedAt: string | null;
  queuedAt: string;
  /** The server's message when it refused the save at sync (kept until the coach discards it). */
  refused: { status: number; message: string } | null;
  /** The server's id of the formation this save created or updated, once sent (the entry leaves when the list shows it). */
  sentId?: number | null;
}

/**
 * Whether a save is still waiting for the server. A sent save stays in the queue until the list
 * shows the server's row (a refetch, which waits while the device is offline again): it is no longer
 * waiting, so the "waiting to sync" indicator and the sign-out question leave it out.
 */
export function isWaiting(save: QueuedSave): boolean {
  return !save.sentId;
}

/** A stored record that cannot be sent as it is: shown with what can be read of it, to be discarded. */
export interface UnreadableSave {
  seq: number;
  owner: number | null;
  /** The club name when it can be read, for the coach to recognise it. */
  title: string | null;
}

export type QueueEntry = { ok: true; save: QueuedSave } | { ok: false; entry: UnreadableSave };

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** The draft bytes, whether stored as a Uint8Array, an ArrayBuffer or a plain array of bytes. */
function draftBytes(value: unknown): Uint8Array | null {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value) && value.every((b) => typeof b === 'number' && b >= 0 && b < 256)) return Uint8Array.from(value as number[]);
  return null;
}

const TEXT_FIELDS = ['clube', 'professor', 'categoria', 'data', 'local', 'descricao', 'h_clube', 'h_professor', 'h_categoria', 'h_data', 'h_local', 'h_descricao'] as const;

/**
 * Reads one stored record. Accepted from older versions: the save's parts at the top level instead
 * of under `input`, `colors` for `colours`, `image`/`img` for `png`, `editable` for `draft`, the
 * fields at the top of `input`, a missing `refused` or `queuedAt`, and a missing `owner` (then the
 * device's account, `fallbackOwner`). Unreadable: no picture, no draft or no club name.
 */
export function readQueueEntry(raw: unknown, fallbackOwner: number | null): QueueEntry {
  const record = isObject(raw) ? raw : {};
  const seq = positiveInt(record.seq) ?? 0;
  const owner = positiveInt(record.owner) ?? fallbackOwner;
  const input = isObject(record.input) ? record.input : record;
  const fieldSource = isObject(input.fields) ? input.fields : input;
  const title = str(fieldSource.clube)?.trim() || null;
  const png = input.png ?? input.image ?? input.img;
  const draft = draftBytes(input.draft ?? input.editable);
  if (owner === null || title === null || draft === null || typeof Blob === 'undefined' || !(png instanceof Blob)) {
    return { ok: false, entry: { seq, owner, title } };
  }

  const fields: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) fields[key] = str(fieldSource[key]) ?? '';
  fields.clube = title;
  fields.category_id = positiveInt(fieldSource.category_id);
  const colours = isObject(input.colours) ? input.colours : isObject(input.colors) ? input.colors : {};
  const id = positiveInt(input.id);
  const refused = isObject(record.refused) ? { status: Number(record.refused.status) || 0, message: str(record.refused.message) ?? '' } : null;
  const save: QueuedSave = {
    ...(seq ? { seq } : {}),
    owner,
    input: { id, fields: fields as SaveFormationInput['fields'], colours: colours as SaveFormationInput['colours'], draft, png },
    baseUpdatedAt: str(record.baseUpdatedAt) ?? str(record.updated_at),
    queuedAt: str(record.queuedAt) ?? new Date(0).toISOString(),
    refused,
    sentId: positiveInt(record.sentId),
  };
  return { ok: true, save };
}
