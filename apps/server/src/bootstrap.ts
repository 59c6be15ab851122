import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/index.ts';
import { stamps } from './db/index.ts';
import { DEFAULT_PLANS, WELCOME_NOTIFICATION } from './db/seeds.ts';
import { seedTrialDays } from './payments/trial.ts';

/**
 * Seeds the first-start data once (plans, welcome notification, the free-trial length: `trialDays`,
 * default 14) and the first master account.
 */
export async function bootstrap(
  db: Db,
  options: { adminEmail?: string; adminPassword?: string; trialDays?: number; log: FastifyBaseLogger; quiet?: boolean },
): Promise<{ masterPassword?: string }> {
  const seeded = await db.selectFrom('settings').select('value').where('key', '=', 'seeded').executeTakeFirst();
  if (!seeded) {
    const plans = await db.selectFrom('plans').select('id').limit(1).execute();
    if (plans.length === 0) await db.insertInto('plans').values(DEFAULT_PLANS.map((p) => ({ ...p, translations: JSON.stringify(p.translations), user_id: null, ...stamps() }))).execute();
    const notes = await db.selectFrom('notifications').select('id').limit(1).execute();
    if (notes.length === 0) {
      await db
        .insertInto('notifications')
        .values({ ...WELCOME_NOTIFICATION, translations: JSON.stringify(WELCOME_NOTIFICATION.translations), ...stamps() })
        .execute();
    }
    await seedTrialDays(db, options.trialDays ?? 14);
    await db.insertInto('settings').values({ key: 'seeded', value: '1', ...stamps() }).execute();
  }

  const master = await db.selectFrom('users').select('id').where('level', '=', 'master').executeTakeFirst();
  if (master) return {};
  const email = (options.adminEmail ?? 'admin@prancheta.local').toLowerCase();
  const generated = !options.adminPassword;
  const password = options.adminPassword ?? randomBytes(9).toString('base64url');
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) {
    await db.updateTable('users').set({ level: 'master', updated_at: stamps().updated_at }).where('id', '=', existing.id).execute();
    return {};
  }
  await db
    .insertInto('users')
    .values({ email, password_hash: await hash(password), name: 'Administrador', phone: '00000000000', level: 'master', end_subscription: null, last_payment: null, ...stamps() })
    .execute();
  if (generated && !options.quiet) {
    // Printed once, on the first start of an empty database, to stdout only (not the structured log).
    process.stdout.write(`\nFirst master account created: ${email} / ${password}\nChange this password in /profile after signing in.\n\n`);
  }
  options.log.info({ email }, 'first master account created');
  return { masterPassword: password };
}
