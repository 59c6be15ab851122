import { z } from 'zod';
import { LEVELS, LIMITS } from '../limits.ts';
import { text } from './common.ts';

const email = text().trim().toLowerCase().min(1, { message: 'validation.required' }).max(191).email({ message: 'validation.email' });
const password = text().min(LIMITS.passwordMin, { message: 'validation.password-min' }).max(128);

export const loginBody = z.object({
  email,
  password: text().min(1, { message: 'validation.required' }).max(128),
});
export type LoginBody = z.infer<typeof loginBody>;

export const signupBody = z.object({
  email,
  password,
  name: text().trim().min(1, { message: 'validation.required' }).max(120),
  phone: text().trim().regex(/^\d{8,15}$/, { message: 'validation.phone' }),
});
export type SignupBody = z.infer<typeof signupBody>;

export const forgetBody = z.object({ email });
export type ForgetBody = z.infer<typeof forgetBody>;

/** changePass: the reset link's email and key plus the new password. */
export const changePassBody = z.object({
  email,
  token: text().min(10).max(200),
  password,
});
export type ChangePassBody = z.infer<typeof changePassBody>;

/** reset: checks that a reset link is still valid before the form is shown. */
export const resetBody = z.object({ email, token: text().min(10).max(200) });
export type ResetBody = z.infer<typeof resetBody>;

export const level = z.enum(LEVELS);

export const authAnswer = z.object({
  auth_token: z.string(),
  message: z.string(),
  user: z.object({ id: z.number(), name: z.string(), email: z.string(), level, team: z.boolean() }),
});
export type AuthAnswer = z.infer<typeof authAnswer>;
