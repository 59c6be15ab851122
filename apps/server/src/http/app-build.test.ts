import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.ts';
import type { TestApp } from '../test/helper.ts';

describe('X-App-Build on /api answers', () => {
  const opened: TestApp[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const t of opened) await t.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names the served web build when its build-id file exists, on /api answers only', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-web-'));
    dirs.push(web);
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    fs.writeFileSync(path.join(web, 'build-id.txt'), 'b-20261128-abc\n');
    const t = await createTestApp({ WEB_DIST: web });
    opened.push(t);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-app-build']).toBe('b-20261128-abc');
    // An error answer carries it too (the app may act on any answer).
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-app-build']).toBe('b-20261128-abc');
    // The shell itself does not.
    const shell = await t.app.inject({ method: 'GET', url: '/treinos' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['x-app-build']).toBeUndefined();
  });

  it('sends no header without a build-id file', async () => {
    const t = await createTestApp();
    opened.push(t);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-app-build']).toBeUndefined();
  });
});
