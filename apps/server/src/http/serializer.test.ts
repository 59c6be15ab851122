import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helper.ts';
import { bearer, createTestApp, createUser } from '../test/helper.ts';
import { responseSerializerCompiler, zodSerializedRoutes } from './serializer.ts';

const serializerFor = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('response serializer', () => {
  const answer = z.object({
    user: z.object({ id: z.number(), name: z.string(), city: z.string().nullable(), level: z.enum(['user', 'admin']) }),
    items: z.array(z.object({ id: z.number(), tags: z.array(z.string()) })),
    colors: z.record(z.string(), z.tuple([z.string(), z.string()])),
    note: z.string().optional(),
  });

  it('writes what a zod parse would write', () => {
    const data = { user: { id: 1, name: 'Ana "Bia"\n', city: null, level: 'user' }, items: [{ id: 2, tags: ['a', 'ção'] }], colors: { header: ['#000', '#fff'] } };
    expect(JSON.parse(serializerFor(answer)(data))).toEqual(answer.parse(data));
  });

  it('never writes a property the schema does not declare, at any depth', () => {
    const data = {
      password_hash: 'top',
      user: { id: 1, name: 'Ana', city: 'Recife', level: 'admin', password_hash: 'secret', token: 't' },
      items: [{ id: 2, tags: [], owner_id: 9 }],
      colors: { header: ['#000', '#fff'] },
    };
    const text = serializerFor(answer)(data);
    expect(text).not.toMatch(/password_hash|secret|owner_id|"token"/);
    expect(JSON.parse(text)).toEqual({ user: { id: 1, name: 'Ana', city: 'Recife', level: 'admin' }, items: [{ id: 2, tags: [] }], colors: { header: ['#000', '#fff'] } });
  });

  it('fails a reply that lacks a required property', () => {
    expect(() => serializerFor(answer)({ user: { id: 1, name: 'Ana', level: 'user' }, items: [], colors: {} })).toThrow();
  });

  it('keeps the zod serializer for a schema JSON schema cannot express', () => {
    const withTransform = z.object({ n: z.string().transform((s) => s.length) });
    expect(serializerFor(withTransform)({ n: 'abc', extra: 1 })).toBe('{"n":3}');
  });

  describe('in the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t.close());

    it('compiles every route response schema to JSON schema', () => {
      expect([...zodSerializedRoutes].filter((route) => route.includes(' /api'))).toEqual([]);
    });

    it('answers GET /api/user without the password hash', async () => {
      const u = await createUser(t);
      const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(u.token) });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('password');
      expect(Object.keys(res.json().user).sort()).toEqual(['club_end_subscription', 'email', 'id', 'in_trial', 'level', 'name', 'phone', 'subscription', 'subscription_active', 'team', 'teams', 'trial_end']);
    });
  });
});
