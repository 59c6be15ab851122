import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '@prancheta/shared';
import type { core } from 'zod';
import { requestLanguage, validationAnswer } from '../../http/error-handler.ts';

/** One zod-like issue (our schemas put an i18n key in message). */
export type FieldIssue = Pick<core.$ZodIssue, 'code' | 'message' | 'path'>;

/** A refused training or exercise form: issues for the 422 answer, and the message key to show. */
export class FieldsInvalid extends Error {
  constructor(
    public readonly issues: FieldIssue[],
    /** i18n key of the answer's message when a required field is missing ('Preencha todos os campos'). */
    public readonly missingKey: string | null,
  ) {
    super('fields invalid');
  }
}

/** An issue naming a field. */
export function fieldIssue(path: string, message: string): FieldIssue {
  return { code: 'custom', message, path: [path] } as FieldIssue;
}

/** True when one of the issues is an empty required field. */
export function hasMissing(issues: FieldIssue[]): boolean {
  return issues.some((i) => i.message === 'validation.required' || i.code === 'invalid_type');
}

/** Sends the 422 answer of a FieldsInvalid in the caller's language. */
export function sendInvalid(request: FastifyRequest, reply: FastifyReply, err: FieldsInvalid): FastifyReply {
  const lang = requestLanguage(request);
  // Keys of our own areas (e.g. 'treinos.sport-invalid') are translated as they are; zod's and
  // 'validation.*' messages go through the shared mapping.
  const own = err.issues.filter((i) => /^[a-z-]+\.[a-z.-]+$/.test(i.message) && !i.message.startsWith('validation.'));
  const answer = validationAnswer(lang, err.issues.filter((i) => !own.includes(i)));
  for (const i of own) (answer.errors[i.path.map(String).join('.')] ??= []).push(translate(lang, i.message));
  return reply.status(422).send({ ...answer, message: err.missingKey ? translate(lang, err.missingKey) : answer.message });
}
