import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTeamCreate,
  adminTeamInviteAnswer,
  adminTeamsAnswer,
  adminTeamsPage,
  adminTeamsQuery,
  adminTeamUpdate,
  idParams,
  messageAnswer,
  teamInviteAccept,
  teamInviteAcceptAnswer,
  translate,
  wantsPage,
} from '@prancheta/shared';
import { z } from 'zod';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import { auditAdminAction } from '../../audit/admin-audit.ts';
import type { AppContext } from '../../context.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { fieldIssue, notFound } from '../../http/errors.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { smallImageRule } from '../../uploads/rules.ts';
import { acceptInvite, inviteLink, issueInvite } from './invites.ts';
import { presentAdminTeam } from './present.ts';
import { findLeaderByEmail, findTeam, listTeams, pageTeams } from './repo.ts';
import { createTeam, deleteTeam, updateTeam } from './service.ts';

/**
 * Clubs admin (seed 001 §2 Admin, §7): list, create (a pending club plus an invitation key for
 * its leader), edit, delete (through every module's purgeClub); and the leader's acceptance.
 */
export async function adminTeamsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: access.level('admin', 'master') };
  const tags = ['admin'];
  const t = (request: FastifyRequest, key: string) => translate(requestLanguage(request), key);

  const teamOr404 = async (id: number) => {
    const row = await findTeam(ctx.db, id);
    if (!row) throw notFound('teams.not-found');
    return row;
  };

  // The seed's answer (every club as `teams`) without paging parameters; with them one page: `items` and `total`.
  api.get('/admin/teams', { config: admin, schema: { tags, querystring: adminTeamsQuery, response: { 200: z.union([adminTeamsAnswer, adminTeamsPage]) } } }, async (request) => {
    if (!wantsPage(request.query)) return { teams: (await listTeams(ctx.db)).map(presentAdminTeam) };
    const { rows, ...page } = await pageTeams(ctx.db, ctx.dialect, request.query);
    return { items: rows.map(presentAdminTeam), ...page };
  });

  api.post('/admin/teams', { config: admin, schema: { tags, consumes: ['multipart/form-data'], response: { 200: adminTeamInviteAnswer } } }, async (request) => {
    let leader: { id: number; email: string } | undefined;
    const form = await parseForm(request, {
      fields: adminTeamCreate,
      files: { image: smallImageRule },
      requiredFiles: ['image'],
      tmpDir: uploadTmpDir(ctx),
      // The leader is looked up whenever the e-mail itself is well formed, so an unknown leader is
      // named together with the other refused fields.
      async check(raw) {
        const email = adminTeamCreate.shape.email.safeParse(raw.email);
        if (!email.success) return [];
        leader = (await findLeaderByEmail(ctx.db, email.data)) ?? undefined;
        return leader ? [] : [fieldIssue('email', 'admin.teams.user-not-found')];
      },
    });
    const created = await withForm(form, (f) => createTeam(ctx, f.values, leader!.id, f.files.image!));
    await auditAdminAction(ctx.db, request, { action: 'team.create', target: `team:${created.id}`, detail: { name: form.values.team, leader: leader!.email, max_users: form.values.max_users, max_categories: form.values.max_categories, end_subscription: form.values.end_subscription } });
    return { message: t(request, 'admin.teams.created'), team: presentAdminTeam(await teamOr404(created.id)), email: leader!.email, key: inviteLink(ctx.config.publicUrl, created.key), expires_at: created.expiresAt };
  });

  api.put('/admin/teams/:id', { config: admin, schema: { tags, params: idParams, body: z.unknown(), response: { 200: z.object({ message: z.string(), team: adminTeamsAnswer.shape.teams.element }) } } }, async (request) => {
    await teamOr404(request.params.id);
    const form = await parseForm(request, { fields: adminTeamUpdate, tmpDir: uploadTmpDir(ctx) });
    await withForm(form, (f) => updateTeam(ctx, request.params.id, f.values));
    await auditAdminAction(ctx.db, request, { action: 'team.update', target: `team:${request.params.id}`, detail: { ...form.values } });
    return { message: t(request, 'general.updated'), team: presentAdminTeam(await teamOr404(request.params.id)) };
  });

  api.delete('/admin/teams/:id', { config: admin, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const row = await teamOr404(request.params.id);
    await deleteTeam(ctx, row.id);
    await auditAdminAction(ctx.db, request, { action: 'team.delete', target: `team:${row.id}`, detail: { name: row.name, leader: row.leader_email } });
    return { message: t(request, 'general.deleted') };
  });

  /** A new invitation key for a club still pending (the earlier key stops working). */
  api.post('/admin/teams/:id/invite', { config: admin, schema: { tags, params: idParams, response: { 200: adminTeamInviteAnswer } } }, async (request) => {
    const row = await teamOr404(request.params.id);
    if (Number(row.pending) !== 1) throw notFound('admin.teams.not-pending');
    const invite = await issueInvite(ctx.db, row.id, row.leader_id);
    await auditAdminAction(ctx.db, request, { action: 'team.invite', target: `team:${row.id}`, detail: { leader: row.leader_email } });
    return { message: t(request, 'admin.teams.invited'), team: presentAdminTeam(row), email: row.leader_email, key: inviteLink(ctx.config.publicUrl, invite.key), expires_at: invite.expiresAt };
  });

  api.post('/team/invites/accept', { config: { access: access.auth }, schema: { tags: ['clubs'], body: teamInviteAccept, response: { 200: teamInviteAcceptAnswer } } }, async (request) => {
    const team = await acceptInvite(ctx, actorOf(request), request.body.key);
    return { message: t(request, 'admin.teams.accepted'), team };
  });
}
