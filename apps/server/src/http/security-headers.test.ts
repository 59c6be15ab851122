import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helper.ts';
import { createTestApp } from '../test/helper.ts';
import { securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('records what helmet sets for the options', () => {
    const headers = new Map(securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } }, xFrameOptions: { action: 'deny' } }));
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.has('x-powered-by')).toBe(false);
  });

  it('sends them on API answers, errors and unknown paths alike', async () => {
    for (const url of ['/api/health', '/api/user', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});
