import { FORMATION_COLOUR_PARTS, formationFields, isDbId, readColourPairs, serializeColourPairs } from '@prancheta/shared';
import type { FormationFields, FormationType } from '@prancheta/shared';
import type { Actor, UserActor } from '../../access/actor.ts';
import { categoryOfUser } from '../../clubs/categories.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { readDraft } from '../../drafts/draft.ts';
import type { Form, FormSpec } from '../../forms/parse-form.ts';
import { rawText } from '../../forms/parse-form.ts';
import { FormInvalid, fieldIssue } from '../../http/errors.ts';
import type { FormIssue } from '../../http/errors.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { canvasPngRule, draftRule, smallImageRule, videoRule } from '../../uploads/rules.ts';
import { storeRecord } from '../../uploads/store-record.ts';
import { formationColours } from './present.ts';
import type { FormationRow } from './repo.ts';
import { formationsRepo } from './repo.ts';
import { shareLinksRepo } from '../../share-links/repo.ts';
import { accessChanges, recordRemovals } from '../../access/changes.ts';
import { sportById } from '../sports/surface.ts';

/** Storage area of formation media, logos and drafts (`formactions/<userId>/img-<random>.png`). */
export const FORMATIONS_AREA = 'formactions';

const TEXT_KEYS = ['clube', 'professor', 'categoria', 'data', 'local', 'descricao', 'h_clube', 'h_professor', 'h_categoria', 'h_data', 'h_local', 'h_descricao'] as const;

/** The stored files of a formation. */
export function formationFileKeys(row: Pick<FormationRow, 'img_key' | 'file_key' | 'logo_key' | 'draft_key'>): string[] {
  return [row.img_key, row.file_key, row.logo_key, row.draft_key].filter((k): k is string => Boolean(k));
}

function parseCategory(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  const v = raw.trim();
  if (v === '' || v === 'null' || v === 'undefined' || v === '0') return null;
  return /^\d+$/.test(v) && isDbId(Number(v)) ? Number(v) : 'invalid';
}

/** Whether a draft names a sport of the catalogue. */
export function hasCatalogueSport(draft: { sport_id: number | null }): boolean {
  return draft.sport_id !== null && sportById(draft.sport_id) !== undefined;
}

/** Files a formation of `type` needs on create. */
function requiredFiles(type: FormationType): string[] {
  return type === 'video' ? ['editable', 'file_input'] : ['editable', 'img'];
}

/**
 * The formation form (POST formactions, POST formactions/{id}): everything required on create;
 * an update keeps the fields it leaves out (a required field sent empty is refused).
 */
export function formationForm(ctx: AppContext, actor: UserActor, existing: FormationRow | null): FormSpec<typeof formationFields> {
  const category = (raw: Record<string, unknown>) => (raw.category_id === undefined && existing ? existing.category_id : parseCategory(rawText(raw, 'category_id')));
  return {
    fields: formationFields,
    files: { img: canvasPngRule, file_input: videoRule, logo: smallImageRule, editable: draftRule },
    tmpDir: uploadTmpDir(ctx),
    missingKey: 'formations.fill-error',
    input(raw) {
      const candidate: Record<string, unknown> = {};
      for (const key of TEXT_KEYS) candidate[key] = raw[key] ?? (existing ? existing[key] : undefined);
      candidate.type = existing ? existing.type : raw.type;
      const c = category(raw);
      return { ...candidate, category_id: c === 'invalid' ? null : c };
    },
    async check(raw) {
      const issues: FormIssue[] = readColourPairs(raw, FORMATION_COLOUR_PARTS).invalid.map((part) => fieldIssue(`colors.${part}`, 'validation.colour'));
      const c = category(raw);
      if (c === 'invalid') issues.push(fieldIssue('category_id', 'validation.invalid'));
      else if (c !== null && c !== existing?.category_id && !(await categoryOfUser(ctx.db, actor, c))) issues.push(fieldIssue('category_id', 'formations.category-invalid'));
      return issues;
    },
  };
}

/**
 * Creates (existing = null) or updates a formation from an accepted form. The draft is validated
 * before anything is written; files and row are stored together by storeRecord.
 */
export async function saveFormation(ctx: AppContext, actor: UserActor, form: Form<FormationFields>, existing: FormationRow | null): Promise<number> {
  const values = form.values;
  if (!existing) {
    const missing = requiredFiles(values.type).filter((f) => !form.files[f]);
    if (missing.length > 0) throw FormInvalid.of(Object.fromEntries(missing.map((f) => [f, ['upload.required']])), 'formations.fill-error');
  }
  const draft = form.files.editable ? readDraft(await form.files.editable.read()) : null;
  // Every formation and video is drawn on a sport's field: a draft without a catalogue sport is refused.
  if (draft && !hasCatalogueSport(draft.envelope)) throw FormInvalid.of({ editable: ['formations.sport-required'] }, 'formations.sport-required');
  // Seed 000 §5: a video needs at least one object (the editor refuses it; so does the API).
  if (values.type === 'video' && draft && draft.envelope.scene.objects.length === 0) throw FormInvalid.of({ editable: ['videos.need-object'] }, 'videos.need-object');
  const colours = { ...formationColours(existing ?? { colors: '{}' }), ...readColourPairs(form.raw, FORMATION_COLOUR_PARTS).pairs };
  const row = { ...values, colors: serializeColourPairs(colours) };
  const video = values.type === 'video' ? form.files.file_input : undefined;
  return storeRecord(ctx, {
    area: FORMATIONS_AREA,
    // A shared formation saved by an invited member keeps its files with its owner's.
    userId: existing?.user_id ?? actor.id,
    files: {
      img_key: form.files.img ? { upload: form.files.img } : undefined,
      file_key: video ? { upload: video } : undefined,
      logo_key: form.files.logo ? { upload: form.files.logo } : undefined,
      draft_key: draft ? { bytes: draft.gzip, ext: 'json.gz' } : undefined,
    },
    previous: existing ? { img_key: existing.img_key, file_key: existing.file_key, logo_key: existing.logo_key, draft_key: existing.draft_key } : undefined,
    async write(trx, keys) {
      if (existing) {
        await formationsRepo.update(trx, actor, existing.id, { ...row, ...keys, updated_at: nowIso() });
        return existing.id;
      }
      return formationsRepo.insert(trx, { ...row, user_id: actor.id, img_key: null, file_key: null, logo_key: null, draft_key: null, ...keys, ...stamps() });
    },
  });
}

/** Deletes a formation row and every stored file of it. */
export async function removeFormation(ctx: AppContext, actor: Actor, row: FormationRow): Promise<void> {
  await formationsRepo.deleteById(ctx.db, actor, row.id);
  const gone = !(await formationsRepo.find(ctx.db, actor, row.id));
  // Its share links go with it (formations and videos live in this table).
  if (gone) await shareLinksRepo.deleteOfRecord(ctx.db, row.type === 'video' ? 'video' : 'formation', row.id);
  for (const key of formationFileKeys(row)) await ctx.storage.delete(key);
  if (!gone) return;
  // Its live sessions end and its co-editing sockets close now (not at their next periodic check).
  await recordRemovals.emit(ctx, { kind: row.type === 'video' ? 'video' : 'formation', id: row.id });
  accessChanges.emit();
}
