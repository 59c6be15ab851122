import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@prancheta/shared';
import { parseTrustProxy } from './http/trust-proxy.ts';
import type { TrustProxy } from './http/trust-proxy.ts';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** `s3://bucket/prefix`: files in an S3-compatible bucket; unset, on disk under DATA_DIR/files. */
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, 'STORAGE_URL must look like s3://bucket/prefix')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The SDK's standard variables (credentials come from its own chain: AWS_ACCESS_KEY_ID...). */
  AWS_ENDPOINT_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AWS_REGION: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Prancheta <no-reply@prancheta.local>'),
  PUBLIC_URL: z.string().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'mercadopago']).default('sandbox'),
  /**
   * Free-trial days a new install starts with (the master changes them on /admin/plans; 0: no
   * trial, every area asks for a payment from signup). Read once, when the database is seeded.
   */
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  MERCADOPAGO_API_URL: z.string().optional(),
  /** How long one Mercado Pago API call may take before it fails with a clear message (milliseconds). */
  MERCADOPAGO_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  HELP_URL: z.string().default('https://www.youtube.com/results?search_query=prancheta+treino'),
  COMMUNITY_URL: z.string().default('https://chat.whatsapp.com/'),
  SUGGESTIONS_URL: z.string().default('mailto:sugestoes@prancheta.app'),
  CONTACT_URL: z.string().default('https://wa.me/5500000000000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('prancheta:'),
  WEB_DIST: z.string().optional(),
  /**
   * Key that encrypts secrets stored in the database (the payment access key), AES-256-GCM:
   * 64 hex characters, or a passphrase of at least 32 characters. When unset, a random key is
   * created once in DATA_DIR/secrets.key (shared by instances that share DATA_DIR).
   */
  SECRETS_KEY: z.string().min(32).optional(),
  /**
   * Key of share-link tokens (43+ base64url characters: the content of DATA_DIR/secrets/share-link.key).
   * Unset, that file is used (created on first use); set it when instances share no disk.
   */
  SHARE_LINK_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43,}$/, 'SHARE_LINK_KEY must be at least 43 base64url characters (32 bytes)')
    .optional(),
  /**
   * The time zone of the users' calendar days (IANA name): "today" of the student page's wellness
   * check-in, of a done mark's load entry and of the risk board when the browser does not say.
   */
  APP_TIME_ZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine((v) => isTimeZone(v), 'APP_TIME_ZONE must be a time zone name such as America/Sao_Paulo'),
  /** Bearer token that GET /metrics requires; unset, metrics are off and /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** How long SIGTERM waits for in-flight requests before closing their connections. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Proxies whose X-Forwarded-For is believed (default none): a hop count or addresses/CIDRs. */
  TRUST_PROXY: z
    .union([z.string(), z.number(), z.array(z.string()), z.literal(false)])
    .optional()
    .transform((raw, ctx) => {
      // Overrides may pass an already parsed value (tests): read it back as its text form.
      const parsed = parseTrustProxy(raw === false ? '' : Array.isArray(raw) ? raw.join(',') : raw === undefined ? undefined : String(raw));
      if (parsed !== false && !Array.isArray(parsed) && typeof parsed === 'object') {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed as TrustProxy;
    }),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string; publicUrl: string };

/** What each variable with a required form must look like: the text of its configuration error. */
const EXPECTED: Partial<Record<keyof typeof configSchema.shape, string>> = {
  PORT: 'must be a port number from 0 to 65535',
  STORAGE_URL: 'must look like s3://bucket/prefix (a bucket name of 3 to 63 lowercase letters, digits, dots or hyphens), or be unset to keep files under DATA_DIR',
  AWS_ENDPOINT_URL: 'must be a URL such as http://127.0.0.1:9000, or be unset for AWS itself',
  ADMIN_EMAIL: 'must be an email address such as admin@example.com',
  ADMIN_PASSWORD: 'must be at least 6 characters',
  PAYMENT_PROVIDER: 'must be sandbox or mercadopago',
  TRIAL_DAYS: 'must be a whole number of days from 0 to 365',
  LOG_LEVEL: 'must be one of fatal, error, warn, info, debug, trace, silent',
  RATE_LIMIT_AUTH: 'must be a whole number greater than 0',
  SECRETS_KEY: 'must be 64 hex characters or a passphrase of at least 32 characters',
  SHARE_LINK_KEY: 'must be at least 43 base64url characters (32 bytes)',
  METRICS_TOKEN: 'must be at least 16 characters',
  SHUTDOWN_TIMEOUT_MS: 'must be a whole number of milliseconds, 0 or more',
  MERCADOPAGO_TIMEOUT_MS: 'must be a whole number of milliseconds greater than 0',
  TRUST_PROXY: 'must be a hop count or a comma list of addresses or CIDRs such as 127.0.0.1,10.0.0.0/8',
};

/**
 * Configuration that does not parse: `lines` holds one line per bad variable, naming the variable
 * and what it must look like (never its value, which may be a secret).
 */
export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'ConfigError';
  }
}

function configError(issues: z.core.$ZodIssue[]): ConfigError {
  const byVariable = new Map<string, string>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'configuration');
    if (!byVariable.has(name)) byVariable.set(name, `${name} ${EXPECTED[name as keyof typeof EXPECTED] ?? `is invalid: ${issue.message}`}`);
  }
  return new ConfigError([...byVariable.values()]);
}

/** Reads configuration from environment variables (all optional, see docs/configuration.md); throws a ConfigError when one is bad. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const result = configSchema.safeParse({ ...env, ...overrides });
  if (!result.success) throw configError(result.error.issues);
  const parsed = result.data;
  const dataDir = path.resolve(overrides.DATA_DIR ?? parsed.DATA_DIR);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  return { ...parsed, ...overrides, dataDir, publicUrl };
}

/**
 * loadConfig() for a process's entry point (the server, the operator commands): a bad variable
 * ends the process with exit code 1 and one line per bad variable on stderr, without a stack.
 */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(err.lines.map((line) => `${line}\n`).join(''));
    process.exit(1);
  }
}
