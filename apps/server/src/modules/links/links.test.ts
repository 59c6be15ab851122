import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp } from '../../test/helper.ts';

describe('config links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers the configured external links without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/links' });
    expect(res.statusCode).toBe(200);
    const cfg = t.app.ctx.config;
    expect(res.json()).toEqual({ help: cfg.HELP_URL, community: cfg.COMMUNITY_URL, suggestions: cfg.SUGGESTIONS_URL, contact: cfg.CONTACT_URL });
    expect(res.json().help).toMatch(/^https?:|^mailto:/);
  });
});
