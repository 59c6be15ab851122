import { hash } from 'node:crypto';
import { TRIAL_DAYS_MAX } from '@prancheta/shared';
import type { Db } from '../db/index.ts';
import { nowIso, stamps } from '../db/index.ts';

const DAY_MS = 86_400_000;

/** settings key of the free-trial length in days (0: no trial, every area asks for a payment). */
export const TRIAL_DAYS_KEY = 'trial_days';

/**
 * The form of an e-mail that names one mailbox: trimmed, lower-cased, and without the `+tag` of
 * the local part (coach+2@x.com and Coach@X.com reach the same inbox as coach@x.com).
 */
export function normalisedEmail(email: string): string {
  const clean = email.trim().toLowerCase();
  const at = clean.lastIndexOf('@');
  if (at < 0) return clean;
  const local = clean.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus >= 0 ? local.slice(0, plus) : local}${clean.slice(at)}`;
}

/** SHA-256 hex of the normalised e-mail: what trial_emails stores (never the address). */
export function trialEmailHash(email: string): string {
  return hash('sha256', normalisedEmail(email), 'hex');
}

/** The trial length the master set (0 when unset: an install without the setting gives no trial). */
export async function readTrialDays(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', TRIAL_DAYS_KEY).executeTakeFirst();
  const days = Number(row?.value ?? 0);
  return Number.isInteger(days) && days > 0 ? Math.min(days, TRIAL_DAYS_MAX) : 0;
}

/** Stores the trial length (new accounts only: trials already running keep their end). */
export async function saveTrialDays(db: Db, days: number): Promise<void> {
  const value = String(days);
  const updated = await db.updateTable('settings').set({ value, updated_at: nowIso() }).where('key', '=', TRIAL_DAYS_KEY).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('settings')
    .values({ key: TRIAL_DAYS_KEY, value, ...stamps() })
    .execute();
}

/** Sets the trial length on a fresh install only (bootstrap): a value the master saved stays. */
export async function seedTrialDays(db: Db, days: number): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: TRIAL_DAYS_KEY, value: String(days), ...stamps() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * Gives a new account its free trial: `trial_days` from now, once per mailbox. The mailbox is
 * claimed in trial_emails by its normalised e-mail's hash (a unique key, so two concurrent signups
 * cannot both claim it); a mailbox that already had a trial, even on an account since deleted,
 * gets none. Answers the trial end, or null (no trial: 0 days or a second try).
 */
export async function grantTrial(db: Db, userId: number, email: string, now = Date.now()): Promise<string | null> {
  const days = await readTrialDays(db);
  if (days === 0) return null;
  const claimed = await db
    .insertInto('trial_emails')
    .values({ email_hash: trialEmailHash(email), ...stamps() })
    .onConflict((oc) => oc.column('email_hash').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return null;
  const end = new Date(now + days * DAY_MS).toISOString();
  await db.updateTable('users').set({ trial_end: end, updated_at: nowIso() }).where('id', '=', userId).execute();
  return end;
}

/** True while the account's trial runs and no paid period reaches past it (the admin's "trial" badge). */
export function inTrial(user: { trial_end: string | null; end_subscription: string | null }, now = nowIso()): boolean {
  if (!user.trial_end || user.trial_end <= now) return false;
  return !user.end_subscription || user.end_subscription <= user.trial_end;
}
