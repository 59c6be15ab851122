import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/** Prefix of a sealed value: version 1 is AES-256-GCM with a 12-byte IV and a 16-byte tag. */
const SEALED_PREFIX = 'enc:v1:';
const KEY_FILE = 'secrets.key';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** A sealed value cannot be opened: the key changed (SECRETS_KEY or DATA_DIR/secrets.key) or the row was altered. */
export class SecretUnreadable extends Error {
  constructor(name: string) {
    super(`stored secret ${name} cannot be decrypted with the current key (SECRETS_KEY or DATA_DIR/${KEY_FILE} changed?): set it again`);
  }
}

const keys = new Map<string, Buffer>();

/** SECRETS_KEY as 64 hex characters is the key itself; any other text is stretched with HKDF-SHA256. */
function keyFromSetting(setting: string): Buffer {
  if (/^[0-9a-f]{64}$/i.test(setting)) return Buffer.from(setting, 'hex');
  return Buffer.from(hkdfSync('sha256', setting, 'prancheta', 'settings-encryption', KEY_BYTES));
}

/** DATA_DIR/secrets.key, created once with 32 random bytes (owner read/write only) when SECRETS_KEY is unset. */
function keyFromFile(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  try {
    const existing = fs.readFileSync(file);
    if (existing.length === KEY_BYTES) return existing;
    throw new Error(`${file} must hold exactly ${KEY_BYTES} bytes`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two instances starting together never overwrite each other's key.
    fs.writeFileSync(file, randomBytes(KEY_BYTES), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return fs.readFileSync(file);
}

/** The settings encryption key of this configuration (cached). */
function keyOf(config: Pick<Config, 'SECRETS_KEY' | 'dataDir'>): Buffer {
  const id = config.SECRETS_KEY ? `setting:${config.SECRETS_KEY}` : `file:${config.dataDir}`;
  let key = keys.get(id);
  if (!key) {
    key = config.SECRETS_KEY ? keyFromSetting(config.SECRETS_KEY) : keyFromFile(config.dataDir);
    keys.set(id, key);
  }
  return key;
}

/** True when a stored value was written by seal(). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

/**
 * Encrypts a secret for storage (AES-256-GCM). `name` (the setting's key) is bound as associated
 * data, so a sealed value copied under another name does not open.
 */
export function seal(config: Pick<Config, 'SECRETS_KEY' | 'dataDir'>, name: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  cipher.setAAD(Buffer.from(name, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${SEALED_PREFIX}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${body.toString('base64')}`;
}

/** Decrypts a value written by seal(); throws SecretUnreadable when the key or the value changed. */
export function open(config: Pick<Config, 'SECRETS_KEY' | 'dataDir'>, name: string, stored: string): string {
  const [iv, tag, body] = stored.slice(SEALED_PREFIX.length).split(':');
  if (!iv || !tag || body === undefined) throw new SecretUnreadable(name);
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(name, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadable(name);
  }
}
