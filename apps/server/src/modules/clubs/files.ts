import { LIMITS, TEAM_FILE_IMAGE_MAX_BYTES, TEAM_FILE_OTHER_MAX_BYTES, TEAM_FILE_TYPES, teamFileFields } from '@prancheta/shared';
import type { TeamFileFields } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { stamps } from '../../db/index.ts';
import type { Form, FormSpec } from '../../forms/parse-form.ts';
import { fieldIssue, notFound } from '../../http/errors.ts';
import type { FormIssue } from '../../http/errors.ts';
import type { FileProblem, FileRule, UploadedFile } from '../../uploads/multipart.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { boundedImage, videoRule } from '../../uploads/rules.ts';
import { storeRecord } from '../../uploads/store-record.ts';
import { categoriesRepo, teamFilesRepo, teamsRepo } from './repo.ts';

/** Storage area of club files (`teams/<clubId>/file-<random>.<ext>`), as the videos sent from /videos. */
const TEAMS_AREA = 'teams';

export type TeamFileKind = keyof typeof TEAM_FILE_TYPES;

/** The kind of a club file by the type detected from its content. */
export function teamFileKind(mime: string): TeamFileKind {
  return (TEAM_FILE_TYPES.image as readonly string[]).includes(mime) ? 'image' : (TEAM_FILE_TYPES.video as readonly string[]).includes(mime) ? 'video' : 'other';
}

const MB = 1024 * 1024;

/** Per kind: images decoded within the image bounds (10 MB), videos checked as webm/MP4 (video limit), documents up to 20 MB. */
async function teamFileContent(file: UploadedFile): Promise<FileProblem | null> {
  const kind = teamFileKind(file.mime);
  const max = kind === 'image' ? TEAM_FILE_IMAGE_MAX_BYTES : kind === 'video' ? LIMITS.video.maxBytes : TEAM_FILE_OTHER_MAX_BYTES;
  if (file.size > max) return { key: 'teams.file-too-large', params: { max: Math.round(max / MB) } };
  if (kind === 'image') return boundedImage(file);
  if (kind === 'video') return videoRule.check!(file);
  return null;
}

/** The club file (`file`): an image, a video or a document, decided by its content, never by its name. */
export const teamFileRule: FileRule = {
  maxBytes: Math.max(LIMITS.video.maxBytes, TEAM_FILE_IMAGE_MAX_BYTES, TEAM_FILE_OTHER_MAX_BYTES),
  types: [...TEAM_FILE_TYPES.image, ...TEAM_FILE_TYPES.video, ...TEAM_FILE_TYPES.other],
  tooBigKey: 'teams.file-too-large',
  badTypeKey: 'teams.file-type',
  check: teamFileContent,
};

/** The form of POST teamtreinos/files: a category of one of the caller's clubs, a date, a description and the file. */
export function teamFileForm(ctx: AppContext, actor: UserActor): FormSpec<typeof teamFileFields> {
  return {
    fields: teamFileFields,
    files: { file: teamFileRule },
    requiredFiles: ['file'],
    maxFiles: 1,
    tmpDir: uploadTmpDir(ctx),
    missingKey: 'formations.fill-error',
    async check(_raw, values) {
      const issues: FormIssue[] = [];
      if (!values) return issues;
      const category = await categoriesRepo.find(ctx.db, actor, values.category_id, 'visible');
      if (!category || (values.team_id !== undefined && values.team_id !== category.team_id)) issues.push(fieldIssue('category_id', 'formations.category-invalid'));
      return issues;
    },
  };
}

/** Stores an accepted club file and its row (the sender, the club's and category's names); answers its id. */
export async function saveTeamFile(ctx: AppContext, actor: UserActor, form: Form<TeamFileFields>): Promise<number> {
  const { values } = form;
  const file = form.files.file!;
  const category = await categoriesRepo.find(ctx.db, actor, values.category_id, 'visible');
  const team = category ? await teamsRepo.visible(ctx.db, actor, category.team_id) : undefined;
  if (!category || !team) throw notFound('teams.not-found');
  const owner = await ctx.db.selectFrom('users').select('name').where('id', '=', actor.id).executeTakeFirstOrThrow();
  return storeRecord(ctx, {
    area: TEAMS_AREA,
    userId: team.id,
    files: { file_key: { upload: file } },
    async write(trx, keys) {
      return teamFilesRepo.insert(trx, {
        team_id: team.id,
        category_id: category.id,
        user_id: actor.id,
        type: teamFileKind(file.mime),
        file_key: keys.file_key ?? null,
        img_key: null,
        data: values.data,
        professor: owner.name,
        clube: team.name,
        categoria: category.name,
        local: '',
        descricao: values.descricao,
        ...stamps(),
      });
    },
  });
}
