import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Share tokens. A link row keeps a random nonce and the SHA-256 of the token; the token itself is
 * HMAC-SHA-256(server key, nonce), 32 bytes as base64url (43 characters). A database dump alone
 * yields neither a token nor a way to make one; with the key file the server can show an owner's
 * existing link again and print its QR code. The key lives in DATA_DIR/secrets/share-link.key
 * (created on first use, mode 0600); losing it disables every existing link, nothing else.
 */
export interface ShareKey {
  readonly secret: Buffer;
}

/** Reads the key file, creating it on first use (a second instance that loses the race reads the winner's). */
export function loadShareKey(dataDir: string): ShareKey {
  const file = path.join(dataDir, 'secrets', 'share-link.key');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  if (secret.length < 32) throw new Error(`${file} holds a key shorter than 32 bytes`);
  return { secret };
}

/** A fresh random nonce for a new link. */
export function newNonce(): string {
  return randomBytes(32).toString('base64url');
}

/** The token of a link (what its address carries). */
export function tokenOf(key: ShareKey, nonce: string): string {
  return createHmac('sha256', key.secret).update(nonce).digest('base64url');
}

/** What the database stores and looks up: the token's SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A well-formed token: exactly 43 base64url characters (anything else is refused before any lookup). */
export function isTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

const keys = new Map<string, ShareKey>();

/**
 * The key of a data directory, read once per process; SHARE_LINK_KEY (the key file's content,
 * base64url) replaces the file, for instances that share no disk.
 */
export function shareKeyOf(dataDir: string, configured?: string): ShareKey {
  if (configured) return { secret: Buffer.from(configured, 'base64url') };
  let key = keys.get(dataDir);
  if (!key) {
    key = loadShareKey(dataDir);
    keys.set(dataDir, key);
  }
  return key;
}
