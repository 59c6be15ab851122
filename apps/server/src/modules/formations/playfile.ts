import { gzipSync } from 'node:zlib';
import { FORMATION_COLOUR_PARTS, formationFields, translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import {
  PLAY_FORMAT,
  PLAY_IMAGE_PREFIX,
  PLAY_VERSION,
  PlayFileError,
  parsePlayFile,
  playImage,
  referencedImages,
  rewriteSceneStrings,
  userImageIdOf,
} from '@prancheta/shared/playfile/index.ts';
import type { PlayFile, PlayHeader, PlayImage } from '@prancheta/shared/playfile/index.ts';
import { toDraft } from '@prancheta/shared/scene/index.ts';
import type { DraftEnvelope } from '@prancheta/shared/scene/index.ts';
import { readDraft } from '../../drafts/draft.ts';
import type { Actor, UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { stamps } from '../../db/index.ts';
import { FormInvalid, HttpError, notFound } from '../../http/errors.ts';
import { acceptEmbedded, uploadTmpDir } from '../../uploads/multipart.ts';
import type { EmbeddedFile, FileProblem } from '../../uploads/multipart.ts';
import { smallImageRule } from '../../uploads/rules.ts';
import { newFileKey, storeRecord } from '../../uploads/store-record.ts';
import { formationColours, formationHeader } from './present.ts';
import type { FormationRow } from './repo.ts';
import { formationsRepo, userImagesRepo } from './repo.ts';
import { FORMATIONS_AREA, hasCatalogueSport } from './service.ts';
import { USER_IMAGES_AREA } from './user-images-routes.ts';

/** The field a play-file refusal names (the upload field of POST formactions/import). */
export const PLAY_FIELD = 'file';

function refuse(key: string, params: Record<string, string | number> = {}): FormInvalid {
  return FormInvalid.of({ [PLAY_FIELD]: [key] }, key, params);
}

/** The formation's draft as stored; 404 when it has none (nothing to export). */
async function storedScene(ctx: AppContext, row: FormationRow): Promise<DraftEnvelope> {
  if (!row.draft_key) throw notFound('playfile.no-draft');
  return readDraft(await ctx.storage.get(row.draft_key)).envelope;
}

function headerOf(row: FormationRow): PlayHeader {
  const colours = formationColours(row);
  const colors: PlayHeader['colors'] = {};
  for (const part of FORMATION_COLOUR_PARTS) if (colours[part]) colors[part] = colours[part];
  return {
    ...formationHeader(row),
    colors,
  };
}

/**
 * The play file of a formation or video, read as `owner` (whose personal images the scene uses):
 * the scene with every personal image URL replaced by a reference to its embedded copy (images the
 * owner no longer has are left out with their objects), the sport and field, the printed header.
 * Nothing of the account goes in: no ids, e-mails, club or category, share tokens.
 */
export async function buildPlayFile(ctx: AppContext, owner: Actor, row: FormationRow): Promise<PlayFile> {
  const draft = await storedScene(ctx, row);
  // A play names its sport; a record stored without one (before that was refused) cannot be exported.
  if (draft.sport_id === null) throw new HttpError(422, 'formations.sport-required');
  const images: PlayImage[] = [];
  const refs = new Map<number, string | null>();
  const imageIds = new Set<number>();
  rewriteSceneStrings(draft.scene, (s) => {
    const id = userImageIdOf(s);
    if (id !== null) imageIds.add(id);
    return undefined;
  });
  for (const id of imageIds) {
    const image = await userImagesRepo.find(ctx.db, owner, id);
    if (!image) {
      refs.set(id, null);
      continue;
    }
    const bytes = await ctx.storage.get(image.file_key);
    refs.set(id, `${PLAY_IMAGE_PREFIX}${images.length}`);
    images.push(playImage.parse({ mime: image.mime === 'image/jpg' ? 'image/jpeg' : image.mime, data: bytes.toString('base64') }));
  }
  const scene = rewriteSceneStrings(draft.scene, (s) => {
    const id = userImageIdOf(s);
    return id === null ? undefined : refs.get(id);
  });
  return {
    format: PLAY_FORMAT,
    version: PLAY_VERSION,
    kind: row.type,
    exported_at: new Date().toISOString(),
    sport_id: draft.sport_id,
    field: scene.backgroundImage,
    header: headerOf(row),
    scene,
    images,
  };
}

/** A play file's JSON text as the user uploaded it: parsed, migrated and validated, or refused with a 422 naming `file`. */
export function readPlayFile(text: string): PlayFile {
  try {
    return parsePlayFile(text);
  } catch (err) {
    if (err instanceof PlayFileError) throw refuse(err.key);
    throw err;
  }
}

function problemKey(problem: FileProblem): string {
  return typeof problem === 'string' ? problem : problem.key;
}

/**
 * The embedded images the scene uses, each checked like an uploaded personal image (type by
 * content, decoded within bounds). Refuses the whole file on the first bad one; the caller
 * disposes the accepted ones.
 */
async function checkedImages(ctx: AppContext, file: PlayFile): Promise<Map<number, EmbeddedFile>> {
  const accepted = new Map<number, EmbeddedFile>();
  try {
    for (const index of [...referencedImages(file.scene)].sort((a, b) => a - b)) {
      const image = file.images[index]!;
      const bytes = Buffer.from(image.data, 'base64');
      const result = await acceptEmbedded(bytes, smallImageRule, { tmpDir: uploadTmpDir(ctx), field: `images[${index}]` });
      if ('problem' in result) {
        const key = problemKey(result.problem);
        throw refuse(
          key === 'upload.max-3mb' || key.startsWith('upload.image-too') ? key : 'playfile.image-invalid',
          typeof result.problem === 'string' ? {} : (result.problem.params ?? {}),
        );
      }
      accepted.set(index, result);
    }
    return accepted;
  } catch (err) {
    for (const e of accepted.values()) await e.dispose();
    throw err;
  }
}

/** The formation header of an import: the file's, the required fields it leaves empty filled in the user's language. */
function importedFields(file: PlayFile, lang: Language) {
  const h = file.header;
  const dash = translate(lang, 'playfile.default-field');
  const candidate = {
    ...h,
    type: file.kind,
    clube: h.clube || translate(lang, 'playfile.default-club'),
    professor: h.professor || dash,
    categoria: h.categoria || dash,
    data: h.data || new Date().toISOString().slice(0, 10),
    local: h.local || dash,
    category_id: null,
  };
  const parsed = formationFields.safeParse(candidate);
  if (!parsed.success) throw refuse('playfile.invalid');
  return parsed.data;
}

/**
 * Stores a play file as a new formation (or video) of `actor`: its embedded images become the
 * actor's personal images and the scene points at them; the draft holds the scene. The formation has
 * no rendered picture or video yet: the editor makes it on the first save. Everything is checked
 * before anything is written (nothing is stored on a refusal); files and rows are written by
 * storeRecord, so a failure leaves no row and no file.
 */
export async function importPlayFile(ctx: AppContext, actor: UserActor, file: PlayFile, lang: Language): Promise<{ id: number; type: 'image' | 'video' }> {
  if (!hasCatalogueSport(file)) throw refuse('playfile.sport-unknown');
  // Seed 000 §5: a video needs at least one object.
  if (file.kind === 'video' && file.scene.objects.length === 0) throw refuse('videos.need-object');
  const fields = importedFields(file, lang);
  const colors = JSON.stringify(file.header.colors);
  const images = await checkedImages(ctx, file);
  const order = [...images.keys()];
  let draftKey: string | null = null;
  try {
    const id = await storeRecord(ctx, {
      area: USER_IMAGES_AREA,
      userId: actor.id,
      files: {},
      lists: { file: order.map((i) => ({ upload: images.get(i)!.file })) },
      async write(trx, _keys, lists) {
        const urls = new Map<number, string>();
        for (const [n, index] of order.entries()) {
          const upload = images.get(index)!.file;
          const imageId = await userImagesRepo.insert(trx, { user_id: actor.id, file_key: lists.file[n]!, mime: upload.mime, size: upload.size, ...stamps() });
          urls.set(index, `/api/user-images/${imageId}`);
        }
        const scene = rewriteSceneStrings(file.scene, (s) => (s.startsWith(PLAY_IMAGE_PREFIX) ? (urls.get(Number(s.slice(PLAY_IMAGE_PREFIX.length))) ?? null) : undefined));
        // The draft names the new images' ids, so it is written here, once they exist; a failure below removes it.
        draftKey = newFileKey(FORMATIONS_AREA, actor.id, 'draft', 'json.gz');
        await ctx.storage.put(draftKey, gzipSync(Buffer.from(JSON.stringify(toDraft(scene)), 'utf8')));
        return formationsRepo.insert(trx, { ...fields, colors, user_id: actor.id, img_key: null, file_key: null, logo_key: null, draft_key: draftKey, ...stamps() });
      },
    });
    return { id, type: file.kind };
  } catch (err) {
    if (draftKey) await ctx.storage.delete(draftKey).catch(() => undefined);
    throw err;
  } finally {
    for (const e of images.values()) await e.dispose();
  }
}
