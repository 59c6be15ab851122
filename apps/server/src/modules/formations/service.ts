import { randomBytes } from 'node:crypto';
import { FORMATION_COLOUR_PARTS, FORMATION_REQUIRED_FIELDS, LIMITS, formationFields, hexColour } from '@prancheta/shared';
import type { FormationFields, FormationType } from '@prancheta/shared';
import type { core } from 'zod';
import type { AppContext } from '../../context.ts';
import { stamps, nowIso } from '../../db/index.ts';
import type { FormactionsTable } from '../../db/types.ts';
import type { MultipartBody, UploadedFile } from '../../http/multipart.ts';
import { bracketPairs } from '../../http/multipart.ts';
import { readDraft } from './draft.ts';
import { formationColours } from './present.ts';
import type { FormationRow } from './repo.ts';
import { formationsRepo } from './repo.ts';

/** A refused formation form: zod-like issues for the 422 answer. */
export class FormationInvalid extends Error {
  constructor(
    public readonly issues: Pick<core.$ZodIssue, 'code' | 'message' | 'path'>[],
    /** True when a required field or file is missing (answer 'Fill in all fields'). */
    public readonly missing: boolean,
  ) {
    super('formation invalid');
  }
}

type FileKind = 'img' | 'file' | 'logo' | 'draft';
const TEXT_KEYS = ['clube', 'professor', 'categoria', 'data', 'local', 'descricao', 'h_clube', 'h_professor', 'h_categoria', 'h_data', 'h_local', 'h_descricao'] as const;

function issue(path: string, message: string): Pick<core.$ZodIssue, 'code' | 'message' | 'path'> {
  return { code: 'custom', message, path: [path] };
}

function parseCategory(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  const v = raw.trim();
  if (v === '' || v === 'null' || v === 'undefined' || v === '0') return null;
  return /^\d+$/.test(v) ? Number(v) : 'invalid';
}

/**
 * Validates the text fields of a create (everything required) or an update (fields left out keep
 * their stored value; a required field sent empty is refused), plus colours and category.
 */
async function checkFields(ctx: AppContext, userId: number, fields: Record<string, string>, existing: FormationRow | null): Promise<{ values: FormationFields; colours: Record<string, [string, string]> }> {
  const candidate: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) candidate[key] = fields[key] ?? (existing ? existing[key] : undefined);
  candidate.type = existing ? existing.type : fields.type;
  const category = fields.category_id === undefined && existing ? existing.category_id : parseCategory(fields.category_id);

  const issues: Pick<core.$ZodIssue, 'code' | 'message' | 'path'>[] = [];
  const parsed = formationFields.safeParse({ ...candidate, category_id: category === 'invalid' ? null : category });
  if (!parsed.success) issues.push(...parsed.error.issues);
  if (category === 'invalid') issues.push(issue('category_id', 'validation.invalid'));
  else if (category !== null && category !== existing?.category_id && !(await formationsRepo.categoryOfUser(ctx.db, userId, category))) {
    issues.push(issue('category_id', 'formations.category-invalid'));
  }

  const colours = existing ? formationColours(existing) : { header: [...LIMITS.defaultHeaderColors] as [string, string] };
  for (const [part, pair] of Object.entries(bracketPairs(fields, 'colors'))) {
    if (!(FORMATION_COLOUR_PARTS as readonly string[]).includes(part)) continue;
    if (!hexColour.safeParse(pair[0]).success || !hexColour.safeParse(pair[1]).success) {
      issues.push(issue(`colors.${part}`, 'validation.colour'));
      continue;
    }
    colours[part] = pair;
  }

  if (issues.length > 0 || !parsed.success) {
    const missing = issues.some((i) => (FORMATION_REQUIRED_FIELDS as readonly string[]).includes(String(i.path[0])) && (i.code === 'too_small' || i.code === 'invalid_type'));
    throw new FormationInvalid(issues, missing);
  }
  return { values: parsed.data, colours };
}

/** Files a formation of `type` needs on create. */
function requiredFiles(type: FormationType): string[] {
  return type === 'video' ? ['editable', 'file_input'] : ['editable', 'img'];
}

function newKey(id: number, kind: FileKind, ext: string): string {
  return `formactions/${id}/${kind}-${randomBytes(6).toString('hex')}.${ext}`;
}

/**
 * Creates (existing = null) or updates a formation from a parsed multipart body. Everything is
 * validated before the first write; on a storage failure the new row and files are removed.
 */
export async function saveFormation(ctx: AppContext, userId: number, body: MultipartBody, existing: FormationRow | null): Promise<number> {
  const { values, colours } = await checkFields(ctx, userId, body.fields, existing);
  if (!existing) {
    const missingFiles = requiredFiles(values.type).filter((f) => !body.files[f]);
    if (missingFiles.length > 0) throw new FormationInvalid(missingFiles.map((f) => issue(f, 'upload.required')), true);
  }
  const draft = body.files.editable ? readDraft(await body.files.editable.read()) : null;

  const row: Omit<FormactionsTable, 'id' | 'created_at' | 'updated_at' | 'img_key' | 'file_key' | 'logo_key' | 'draft_key' | 'user_id'> = {
    type: values.type,
    clube: values.clube,
    professor: values.professor,
    categoria: values.categoria,
    data: values.data,
    local: values.local,
    descricao: values.descricao,
    h_clube: values.h_clube,
    h_professor: values.h_professor,
    h_categoria: values.h_categoria,
    h_data: values.h_data,
    h_local: values.h_local,
    h_descricao: values.h_descricao,
    colors: JSON.stringify(colours),
    category_id: values.category_id,
  };

  const id = existing ? existing.id : await formationsRepo.insert(ctx.db, { ...row, user_id: userId, img_key: null, file_key: null, logo_key: null, draft_key: null, ...stamps() });
  const written: string[] = [];
  try {
    const keys: Partial<Record<'img_key' | 'file_key' | 'logo_key' | 'draft_key', string>> = {};
    const put = async (file: UploadedFile | undefined, kind: FileKind, column: keyof typeof keys): Promise<void> => {
      if (!file) return;
      const key = newKey(id, kind, file.ext);
      await body.commit(file, ctx.storage, key);
      written.push(key);
      keys[column] = key;
    };
    await put(body.files.img, 'img', 'img_key');
    if (values.type === 'video') await put(body.files.file_input, 'file', 'file_key');
    await put(body.files.logo, 'logo', 'logo_key');
    if (draft) {
      const key = newKey(id, 'draft', 'json.gz');
      await ctx.storage.put(key, draft.gzip);
      written.push(key);
      keys.draft_key = key;
    }
    await formationsRepo.update(ctx.db, userId, id, { ...row, ...keys, updated_at: nowIso() });
    // Replaced files of an update go only after the row points at the new ones.
    if (existing) {
      for (const column of Object.keys(keys) as (keyof typeof keys)[]) {
        const old = existing[column];
        if (old) await ctx.storage.delete(old);
      }
    }
  } catch (err) {
    for (const key of written) await ctx.storage.delete(key).catch(() => undefined);
    if (!existing) {
      await formationsRepo.deleteById(ctx.db, id).catch(() => undefined);
      await ctx.storage.deletePrefix(`formactions/${id}/`).catch(() => undefined);
    }
    throw err;
  }
  return id;
}

/** Deletes a formation row and every stored file of it. */
export async function removeFormation(ctx: AppContext, row: FormationRow): Promise<void> {
  await formationsRepo.deleteById(ctx.db, row.id);
  await ctx.storage.deletePrefix(`formactions/${row.id}/`);
}
