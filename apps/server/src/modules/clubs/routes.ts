import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ageOn,
  clubRosterAnswer,
  categoryAnswer,
  categoryInput,
  exportToClubInput,
  idParams,
  joinedTeamsAnswer,
  libraryAnswer,
  libraryParams,
  memberEmailParams,
  memberToggleAnswer,
  messageAnswer,
  teamAnswer,
  teamCategoriesAnswer,
  teamFields,
  teamTreinosAnswer,
  teamUsersAnswer,
  translate,
} from '@prancheta/shared';
import { z } from 'zod';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { sendStoredFile } from '../../http/files.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { smallImageRule } from '../../uploads/rules.ts';
import { presentCategory, presentJoined, presentMember, presentTeam, presentTeamFile, presentTeamTraining } from './present.ts';
import type { TeamRow } from './repo.ts';
import { categoriesRepo, clubRosterRepo, clubTrainings, membersRepo, teamFilesRepo, teamsRepo } from './repo.ts';
import { copyLibraryItem, libraryItems, toggleLibraryItem } from './library.ts';
import { saveTeamFile, teamFileForm } from './files.ts';
import { createCategory, exportVideo, leaveClub, removeCategory, removeTeamFile, saveTeam, toggleMember, updateCategory } from './service.ts';

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  gif: 'image/gif',
  webp: 'image/webp',
  webm: 'video/webm',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const mimeOf = (key: string) => MIME_BY_EXT[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * Club and team (seed 001 §7): the leader's club, members, categories and club training files;
 * the clubs a member joined and leaving them; export of a video to a club (seed 000 §7).
 * Whoever is not a member of a club gets 404 for it, as for any record of others.
 */
export async function clubRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tags = ['clubs'];
  const tmpDir = uploadTmpDir(ctx);
  const t = (request: FastifyRequest, key: string) => translate(requestLanguage(request), key);

  /** The club the caller leads, or 404 (members, outsiders and admins alike). */
  const ledTeam = async (request: FastifyRequest): Promise<TeamRow> => {
    const team = await teamsRepo.led(ctx.db, actorOf(request));
    if (!team) throw notFound('teams.not-found');
    return team;
  };

  const teamAnswerOf = async (request: FastifyRequest, team: TeamRow) => {
    const actor = actorOf(request);
    const [leader, users, categories] = await Promise.all([teamsRepo.leader(ctx.db, actor, team.id), membersRepo.list(ctx.db, actor, team.id), categoriesRepo.list(ctx.db, actor, team.id)]);
    if (!leader) throw notFound('teams.not-found');
    return { team: presentTeam(team, leader, users, categories) };
  };

  api.get('/team', { config: guard, schema: { tags, response: { 200: teamAnswer } } }, async (request) => teamAnswerOf(request, await ledTeam(request)));

  api.post('/team', { config: guard, schema: { tags, consumes: ['multipart/form-data'], response: { 200: teamAnswer } } }, async (request) => {
    const team = await ledTeam(request);
    const form = await parseForm(request, { fields: teamFields, files: { image: smallImageRule }, tmpDir });
    await withForm(form, (f) => saveTeam(ctx, actorOf(request), team, f));
    return teamAnswerOf(request, await ledTeam(request));
  });

  api.get('/team/users', { config: guard, schema: { tags, response: { 200: teamUsersAnswer } } }, async (request) => {
    const team = await ledTeam(request);
    return { users: (await membersRepo.list(ctx.db, actorOf(request), team.id)).map(presentMember) };
  });

  api.put('/team/users/:email', { config: guard, schema: { tags, params: memberEmailParams, response: { 200: memberToggleAnswer, 204: z.null().optional() } } }, async (request, reply) => {
    const team = await ledTeam(request);
    const outcome = await toggleMember(ctx, actorOf(request), team, request.params.email);
    if (outcome === 'self') return reply.status(204).send(null);
    return reply.status(200).send({ message: t(request, outcome === 'added' ? 'teams.added' : 'teams.removed'), added: outcome === 'added' });
  });

  api.get('/team/categories', { config: guard, schema: { tags, response: { 200: teamCategoriesAnswer } } }, async (request) => {
    const team = await ledTeam(request);
    return { categories: (await categoriesRepo.list(ctx.db, actorOf(request), team.id)).map(presentCategory) };
  });

  api.post('/team/categories', { config: guard, schema: { tags, body: z.unknown(), response: { 200: categoryAnswer } } }, async (request) => {
    const team = await ledTeam(request);
    const form = await parseForm(request, { fields: categoryInput, tmpDir });
    const id = await withForm(form, (f) => createCategory(ctx, actorOf(request), team, f.values));
    const row = await categoriesRepo.find(ctx.db, actorOf(request), id, 'owned');
    return { category: presentCategory(row!) };
  });

  const ledCategory = async (request: FastifyRequest, id: number) => {
    const team = await ledTeam(request);
    const category = await categoriesRepo.find(ctx.db, actorOf(request), id, 'owned');
    if (!category || category.team_id !== team.id) throw notFound('teams.category-not-found');
    return { team, category };
  };

  api.put('/team/categories/:id', { config: guard, schema: { tags, params: idParams, body: z.unknown(), response: { 200: categoryAnswer } } }, async (request) => {
    const { category } = await ledCategory(request, request.params.id);
    const form = await parseForm(request, { fields: categoryInput, tmpDir });
    await withForm(form, (f) => updateCategory(ctx, actorOf(request), category, f.values));
    const row = await categoriesRepo.find(ctx.db, actorOf(request), category.id, 'owned');
    return { category: presentCategory(row!) };
  });

  api.delete('/team/categories/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const { team, category } = await ledCategory(request, request.params.id);
    await removeCategory(ctx, actorOf(request), team, category);
    return { message: t(request, 'general.deleted') };
  });

  api.get('/teamtreinos', { config: guard, schema: { tags, response: { 200: teamTreinosAnswer } } }, async (request) => {
    const actor = actorOf(request);
    const [files, trainings, led] = await Promise.all([teamFilesRepo.list(ctx.db, actor), clubTrainings(ctx.db, actor), teamsRepo.ledIds(ctx.db, actor)]);
    const ledIds = new Set(led);
    return { treinos: files.map((f) => presentTeamFile(f, ledIds.has(f.team_id))), trainings: trainings.map(presentTeamTraining) };
  });

  api.post('/teamtreinos', { config: guard, schema: { tags, body: exportToClubInput, response: { 200: z.object({ message: z.string(), treino: z.object({ id: z.number() }) }) } } }, async (request) => {
    const id = await exportVideo(ctx, actorOf(request), request.body);
    return { message: t(request, 'teams.exported'), treino: { id } };
  });

  // An image, video or document sent to a club category (checked by content, sized per kind).
  api.post('/teamtreinos/files', { config: guard, schema: { tags, response: { 200: z.object({ message: z.string(), treino: z.object({ id: z.number() }) }) } } }, async (request) => {
    const actor = actorOf(request);
    const form = await parseForm(request, teamFileForm(ctx, actor));
    const id = await withForm(form, (f) => saveTeamFile(ctx, actor, f));
    return { message: t(request, 'teams.file-sent'), treino: { id } };
  });

  api.delete('/teamtreinos/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const actor = actorOf(request);
    const row = await teamFilesRepo.find(ctx.db, actor, request.params.id);
    if (!row) throw notFound('teams.file-not-found');
    const team = await teamsRepo.led(ctx.db, actor);
    if (!team || team.id !== row.team_id) throw forbidden();
    await removeTeamFile(ctx, actor, row);
    return { message: t(request, 'general.deleted') };
  });

  api.get('/teamfile/:id', { config: guard, schema: { tags, params: idParams, querystring: z.object({ key_time: z.string().optional() }) } }, async (request, reply) => {
    const row = await teamFilesRepo.find(ctx.db, actorOf(request), request.params.id);
    if (!row) throw notFound('teams.file-not-found');
    const ext = row.file_key ? row.file_key.slice(row.file_key.lastIndexOf('.') + 1) : '';
    return sendStoredFile(request, reply, ctx.storage, row.file_key, { mime: row.file_key ? mimeOf(row.file_key) : 'application/octet-stream', filename: `clube-${row.id}.${ext}` });
  });

  api.get('/teamlogo/:id', { config: guard, schema: { tags, params: idParams, querystring: z.object({ key_time: z.string().optional() }) } }, async (request, reply) => {
    const team = await teamsRepo.visible(ctx.db, actorOf(request), request.params.id);
    if (!team) throw notFound('teams.not-found');
    return sendStoredFile(request, reply, ctx.storage, team.image, { mime: team.image ? mimeOf(team.image) : 'application/octet-stream' });
  });

  api.get('/teams', { config: guard, schema: { tags, response: { 200: joinedTeamsAnswer } } }, async (request) => ({ teams: (await teamsRepo.joined(ctx.db, actorOf(request))).map(presentJoined) }));

  // A club's categories with their athletes (members and leader of that club; 404 for anyone else).
  api.get('/teams/:id/roster', { config: guard, schema: { tags, params: idParams, response: { 200: clubRosterAnswer } } }, async (request, reply) => {
    const actor = actorOf(request);
    const team = await teamsRepo.visible(ctx.db, actor, request.params.id);
    if (!team) throw notFound('teams.not-found');
    const [categories, athletes] = await Promise.all([categoriesRepo.list(ctx.db, actor, team.id), clubRosterRepo.ofTeam(ctx.db, actor, team.id)]);
    const today = new Date().toISOString().slice(0, 10);
    reply.header('cache-control', 'private, no-store');
    return {
      categories: categories.map((c) => {
        const own = athletes.filter((a) => a.category_id === c.id).map((a) => ({ name: a.name, age: a.birth_date ? ageOn(a.birth_date, today) : null, coach: a.coach }));
        return { id: c.id, name: c.name, count: own.length, athletes: own };
      }),
    };
  });

  api.delete('/teams/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    await leaveClub(ctx, actorOf(request), request.params.id);
    return { message: t(request, 'teams.left') };
  });

  api.get('/teamlibrary', { config: guard, schema: { tags, response: { 200: libraryAnswer } } }, async (request) => ({ items: await libraryItems(ctx, actorOf(request)) }));

  api.put('/teamlibrary/:kind/:id', { config: guard, schema: { tags, params: libraryParams, response: { 200: z.object({ message: z.string(), shared: z.boolean() }) } } }, async (request) => {
    const shared = await toggleLibraryItem(ctx, actorOf(request), request.params.kind, request.params.id);
    return { message: t(request, shared ? 'teams.library-shared' : 'teams.library-unshared'), shared };
  });

  api.post('/teamlibrary/:kind/:id/copy', { config: guard, schema: { tags, params: libraryParams, response: { 200: z.object({ message: z.string(), id: z.number() }) } } }, async (request) => {
    const id = await copyLibraryItem(ctx, actorOf(request), request.params.kind, request.params.id, t(request, 'treinos.copy-mark'));
    return { message: t(request, 'teams.library-copied'), id };
  });
}
