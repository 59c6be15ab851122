import type { AuthAnswer } from '@prancheta/shared';
import { presentAuthUser } from '../user/surface.ts';
import type { SignedIn } from './service.ts';

/** The answer of login, signup and changePass: token, translated message and the short user. */
export function presentSignedIn(signedIn: SignedIn, message: string): AuthAnswer {
  return { auth_token: signedIn.token, message, user: presentAuthUser(signedIn.user, signedIn.team) };
}
