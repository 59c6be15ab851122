import { gunzipSync, gzipSync } from 'node:zlib';
import { DraftError, MAX_DRAFT_JSON_BYTES, parseDraft } from '@prancheta/shared/scene/index.ts';
import type { DraftEnvelope } from '@prancheta/shared/scene/index.ts';
import { HttpError } from '../http/errors.ts';

/** A validated draft: the parsed envelope and its canonical gzip bytes (what gets stored). */
export interface CheckedDraft {
  envelope: DraftEnvelope;
  gzip: Buffer;
}

function refuse(field: string, key: string, params: Record<string, string | number> = {}): HttpError {
  return new HttpError(422, key, params, { [field]: [key] });
}

/**
 * Inflates (capped, so a gzip bomb is refused without filling memory), parses and validates a
 * draft blob against the shared scene schema, migrating old drafts. Throws a 422 naming `field`.
 * Reusable by every editor-backed record (formations, exercises).
 */
export function readDraft(blob: Buffer, field = 'editable'): CheckedDraft {
  let text: string;
  try {
    text = gunzipSync(blob, { maxOutputLength: MAX_DRAFT_JSON_BYTES }).toString('utf8');
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) throw refuse(field, 'formations.draft-too-large');
    throw refuse(field, 'formations.draft-invalid');
  }
  let envelope: DraftEnvelope;
  try {
    envelope = parseDraft(text);
  } catch (err) {
    // A refusal with its own message (a caption too long) says what is wrong; anything else is a bad draft.
    if (err instanceof DraftError && err.key) throw refuse(field, err.key, err.params);
    throw refuse(field, 'formations.draft-invalid');
  }
  return { envelope, gzip: gzipSync(Buffer.from(JSON.stringify(envelope), 'utf8')) };
}
