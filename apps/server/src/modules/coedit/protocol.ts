import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';

/*
 * The y-websocket wire format (what y-protocols' clients speak): a varUint message type, then
 * - sync (0): a varUint sub-type (0 step 1 = state vector, 1 step 2 = missing update, 2 update)
 *   and a varUint8Array payload;
 * - awareness (1): a varUint8Array awareness update;
 * - query awareness (3): nothing.
 * Everything a client sends is decoded here completely before the room touches it: a message that
 * does not decode, or an update that is not a valid Yjs update, is refused as a whole.
 */

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_QUERY_AWARENESS = 3;
export const SYNC_STEP1 = 0;
export const SYNC_STEP2 = 1;
export const SYNC_UPDATE = 2;

/** A decoded client message. */
export type ClientMessage =
  { kind: 'step1'; stateVector: Uint8Array } | { kind: 'update'; update: Uint8Array } | { kind: 'awareness'; entries: AwarenessEntry[] } | { kind: 'query-awareness' };

/** One client's entry of an awareness update. */
export interface AwarenessEntry {
  clientId: number;
  clock: number;
  /** The client's state (null: the client left). */
  state: Record<string, unknown> | null;
}

/** Thrown for a message that is not one of the protocol's. */
export class MalformedMessage extends Error {}

function ensureEnd(decoder: decoding.Decoder): void {
  if (decoding.hasContent(decoder)) throw new MalformedMessage('trailing bytes');
}

/** Decodes and checks one client message; throws MalformedMessage. */
export function decodeClientMessage(data: Uint8Array): ClientMessage {
  try {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const sub = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      ensureEnd(decoder);
      if (sub === SYNC_STEP1) {
        Y.decodeStateVector(payload);
        return { kind: 'step1', stateVector: payload };
      }
      if (sub === SYNC_STEP2 || sub === SYNC_UPDATE) {
        // Reads the whole update (structs and delete set): junk throws here, before any apply.
        Y.decodeUpdate(payload);
        return { kind: 'update', update: payload };
      }
      throw new MalformedMessage('unknown sync message');
    }
    if (type === MESSAGE_AWARENESS) {
      const payload = decoding.readVarUint8Array(decoder);
      ensureEnd(decoder);
      return { kind: 'awareness', entries: decodeAwareness(payload) };
    }
    if (type === MESSAGE_QUERY_AWARENESS) {
      ensureEnd(decoder);
      return { kind: 'query-awareness' };
    }
    throw new MalformedMessage('unknown message type');
  } catch (err) {
    if (err instanceof MalformedMessage) throw err;
    throw new MalformedMessage(err instanceof Error ? err.message : 'malformed');
  }
}

/** Decodes an awareness update (y-protocols' format) into its entries. */
export function decodeAwareness(update: Uint8Array): AwarenessEntry[] {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  if (count > 1000) throw new MalformedMessage('too many awareness entries');
  const entries: AwarenessEntry[] = [];
  for (let i = 0; i < count; i++) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const state = JSON.parse(decoding.readVarString(decoder)) as unknown;
    if (state !== null && (typeof state !== 'object' || Array.isArray(state))) throw new MalformedMessage('awareness state');
    entries.push({ clientId, clock, state: state as Record<string, unknown> | null });
  }
  ensureEnd(decoder);
  return entries;
}

/** Encodes awareness entries back into an awareness update. */
export function encodeAwareness(entries: AwarenessEntry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const e of entries) {
    encoding.writeVarUint(encoder, e.clientId);
    encoding.writeVarUint(encoder, e.clock);
    encoding.writeVarString(encoder, JSON.stringify(e.state));
  }
  return encoding.toUint8Array(encoder);
}

/** A sync message of the given sub-type around a payload. */
export function syncMessage(sub: number, payload: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  encoding.writeVarUint(encoder, sub);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}

/** An awareness message around an awareness update. */
export function awarenessMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}
