import type { Language } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import { userActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { buildPlayFile, importPlayFile } from '../formations/surface.ts';
import { sharedByToken } from './records.ts';

/**
 * "Save a copy to my formations": the formation or video a live share link shows, exported as a
 * play file read as its owner (so the copy carries the owner's personal images, nothing of the
 * owner's account) and imported into the caller's own formations through the same checks as a file.
 * 404 for a dead link or one to another kind of record.
 */
export async function copyShared(ctx: AppContext, actor: UserActor, token: string, lang: Language): Promise<{ id: number; type: 'image' | 'video' }> {
  const shared = await sharedByToken(ctx, token);
  if (!shared || (shared.record.kind !== 'formation' && shared.record.kind !== 'video')) throw notFound('share.not-found');
  const owner = userActor({ id: shared.ownerId, level: 'user' });
  const file = await buildPlayFile(ctx, owner, shared.record.row);
  return importPlayFile(ctx, actor, file, lang);
}
