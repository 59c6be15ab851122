import { z } from 'zod';
import { dbId } from './common.ts';

/** A person of the co-editing screens: an invited coeditor or a club mate who may be invited. */
export const coeditPerson = z.object({ id: z.number(), name: z.string() });
export type CoeditPerson = z.infer<typeof coeditPerson>;

/**
 * GET /api/coedit/{id}: who draws a formation together. `dono` (owner) is true for the owner, who
 * also gets `membros`, the club mates not invited yet; an invited member gets `membros: []`.
 */
export const coeditAnswer = z.object({ dono: z.boolean(), convidados: z.array(coeditPerson), membros: z.array(coeditPerson) });
export type CoeditAnswer = z.infer<typeof coeditAnswer>;

/** POST /api/coedit/{id}/convidados: invite a club mate by id. */
export const coeditInviteInput = z.object({ user_id: dbId });
export type CoeditInviteInput = z.infer<typeof coeditInviteInput>;

/** DELETE /api/coedit/{id}/convidados/{user_id}. */
export const coeditInviteParams = z.object({ id: dbId, user_id: dbId });

/** A formation shared with the signed-in user. */
export const sharedFormation = z.object({ id: z.number(), type: z.enum(['image', 'video']), descricao: z.string(), owner_name: z.string(), updated_at: z.string() });
export type SharedFormation = z.infer<typeof sharedFormation>;

/** GET /api/coedit: the formations others shared with the signed-in user. */
export const sharedFormationsAnswer = z.object({ formacoes: z.array(sharedFormation) });

/** Close codes of the co-editing socket, as the client reads them. */
export const COEDIT_CLOSE = { malformed: 4400, unauthorized: 4401, refused: 4403, slow: 4408 } as const;
