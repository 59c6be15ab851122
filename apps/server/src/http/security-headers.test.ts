import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helper.ts';
import { bearer, createTestApp, createUser } from '../test/helper.ts';
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

  it('gives JSON answers (API, errors, unknown paths) a policy that allows nothing, no framing and no caching', async () => {
    const u = await createUser(t);
    const calls = [
      { url: '/api/health' },
      { url: '/api/user', headers: bearer(u.token) },
      { url: '/api/user' },
      { url: '/api/no-such-route' },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ method: 'GET', ...call });
      const label = `${call.url} ${res.statusCode}`;
      expect(res.headers['content-type'], label).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], label).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], label).toBe('DENY');
      expect(res.headers['cache-control'], label).toBe('no-store');
      expect(res.headers['x-content-type-options'], label).toBe('nosniff');
      expect(res.headers['strict-transport-security'], label).toContain('max-age=');
      expect(res.headers['cross-origin-resource-policy'], label).toBe('same-origin');
      expect(res.headers['referrer-policy'], label).toBe('no-referrer');
    }
  });

  it('gives everything else the full document policy, and keeps a header a route set itself', async () => {
    const u = await createUser(t, { active: true });
    // An HTML document: the API documentation page.
    const first = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page = first.statusCode === 302 ? await t.app.inject({ method: 'GET', url: String(first.headers.location).replace(/^\.\//, '/api/') }) : first;
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cache-control']).not.toBe('no-store');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
    const svg = await t.app.inject({ method: 'GET', url: '/api/elements?path=items/cone-laranja.svg', headers: bearer(u.token) });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svg.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
