import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('loadConfig accepted a bad configuration');
}

describe('configuration errors', () => {
  it('give one line naming a bad variable and what it must look like', () => {
    expect(errorOf({ STORAGE_URL: 's3://ab/x' }).lines).toEqual([
      'STORAGE_URL must look like s3://bucket/prefix (a bucket name of 3 to 63 lowercase letters, digits, dots or hyphens), or be unset to keep files under DATA_DIR',
    ]);
  });

  it('give one line per bad variable, however many checks each fails, without their values', () => {
    const secret = 'short-secret';
    const lines = errorOf({ PORT: '-1.5', LOG_LEVEL: 'loud', SECRETS_KEY: secret, TRUST_PROXY: '10.0.0.0/99', ADMIN_EMAIL: 'nobody' }).lines;
    expect(lines.map((line) => line.split(' ')[0]).sort()).toEqual(['ADMIN_EMAIL', 'LOG_LEVEL', 'PORT', 'SECRETS_KEY', 'TRUST_PROXY']);
    for (const line of lines) expect(line).toMatch(/^[A-Z_]+ must \S/);
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('accept a good configuration', () => {
    expect(loadConfig({ STORAGE_URL: 's3://abc/x', PORT: '8080' }).STORAGE_URL).toBe('s3://abc/x');
  });
});
