import { hash, verify } from '@node-rs/argon2';

/** argon2id hash of a password (the library's default algorithm is argon2id). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * True when the password matches the stored hash. With no hash (unknown account) it still runs a
 * verification against a dummy hash, so the answer time does not tell whether the e-mail exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not-a-real-password-0000');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
