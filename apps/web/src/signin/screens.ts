// The sign-in screens the sign-in page's script runs (src/signin/main.ts): each one's fields and
// their checks (the shared auth schemas', which the server applies again), where it posts, and
// what it does with the answer.
import type { AuthAnswer } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared/limits.ts';
import { rememberAuth } from '../api/rememberAuth.ts';
import { showNotice } from './errors.ts';
import type { SignInText } from './text.ts';

/** Same shape as the shared schema's e-mail check. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A field's check: the message to show under it, or null when it passes. */
type Check = (value: string, text: SignInText) => string | null;

const checks = {
  email: (value, text) => (value.trim() === '' ? text.required : !EMAIL.test(value.trim()) || value.trim().length > 191 ? text.email : null),
  password: (value, text) => (value === '' ? text.required : null),
  newPassword: (value, text) => (value.length < LIMITS.passwordMin ? text.passwordMin : null),
  name: (value, text) => (value.trim() === '' ? text.required : null),
  phone: (value, text) => (/^\d{8,15}$/.test(value.trim()) ? null : text.phone),
} satisfies Record<string, Check>;

/** What a screen does once the server accepted the form: the address to load next, if any. */
type Done = (answer: unknown, form: HTMLFormElement, text: SignInText) => Promise<string | null>;

export interface SignInScreen {
  /** The form's fields (their `data-path`) and each one's check. */
  fields: Record<string, Check>;
  endpoint: string;
  done: Done;
  /** An answer of this status is shown as the screen's own notice rather than as an error. */
  notice?: { status: number; show: (form: HTMLFormElement, message: string, text: SignInText) => void };
}

export const SCREENS: Record<string, SignInScreen> = {
  '/login': {
    fields: { email: checks.email, password: checks.password },
    endpoint: 'auth/login',
    done: async (answer, form) => {
      await rememberAuth(answer as AuthAnswer, form.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false);
      return '/';
    },
  },
  '/signup': {
    fields: { name: checks.name, email: checks.email, phone: checks.phone, password: checks.newPassword },
    endpoint: 'auth/signup',
    done: async (answer) => {
      await rememberAuth(answer as AuthAnswer);
      return '/';
    },
    // The e-mail or phone has an account already: the server's message and a way to recover it.
    notice: {
      status: 400,
      show: (form, message, text) => showNotice(form, { message, tone: 'orange', testId: 'signup-taken', link: { href: '/password/email', label: text.recoverNow } }),
    },
  },
  '/password/email': {
    fields: { email: checks.email },
    endpoint: 'auth/forget',
    done: async (_answer, form, text) => {
      showNotice(form, { message: text.forgetSent, tone: 'pitch', testId: 'forget-sent', status: true });
      return null;
    },
  },
};
