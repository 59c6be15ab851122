import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp } from '../../test/helper.ts';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers ok when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.dialect });
  });

  it('answers a translated JSON 404 for unknown API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-lang': 'en-us' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Page not found' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});

describe('validation answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('tells a missing field from a value of the wrong type', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-lang': 'en-us' }, payload: { email: 'a@b.co' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual(['Required field']);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-lang': 'en-us' }, payload: { email: 'a@b.co', password: 12 } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['Invalid value']);
  });
});
