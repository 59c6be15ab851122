import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEK_CELL_KEYS, WEEK_CELL_TEXT_MAX, WEEKDAYS } from '@prancheta/shared';
import { retentionJob } from '../../jobs/registry.ts';
import { lifecycles } from '../lifecycles.ts';
import { runJob } from '../../jobs/scheduler.ts';
import { issueToken } from '../../plugins/auth.ts';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import { logoJpeg } from '../formations/test-fixtures.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining, trainingForm } from '../trainings/test-support.ts';
import { createWeek, weekForm } from './test-support.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

/** Text of a PDF with spacing normalised (pdf-parse splits wrapped cells across lines). */
async function pdfText(bytes: Buffer): Promise<string> {
  return (await pdfParse(bytes)).text.replace(/\s+/g, ' ');
}

describe('print/week and retention', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  const print = (query: string) => t.app.inject({ method: 'GET', url: `/api/print/week?${query}` });

  it('prints the checked weekdays with their morning and night cells, the colours and the linked training, in A4 landscape', async () => {
    const training = await createTraining(t, owner);
    const id = await createWeek(t, owner, weekForm({ treinos: { sextaM: training } }), [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const token = await issueToken(t.db, owner.id, 'print');
    const res = await print(`id=${id}&lang=pt&token=${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    // A4 landscape: 841.89 x 595.28 points.
    expect(res.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 841\.8\d* 595\.2\d*\]/);
    const text = await pdfText(res.rawPayload);
    for (const s of ['Associação Atlética São Bento', 'Sub-17 masculino', 'Semana de pré-temporada', 'Semana 12 · pré-temporada', '02/03/2026 – 08/03/2026', 'Segunda-feira', 'Quarta-feira', 'Sexta-feira', 'Manhã', 'Noite', 'Força e potência', 'Jogo reduzido 5x5', 'Recuperação ativa', '08:00 · Academia', '19:30 · Campo 2', 'Trazer garrafa de água']) {
      expect(text).toContain(s);
    }
    expect(text).toContain(`Treino: ${trainingForm.metodologia}`);
    expect(text).not.toContain('Terça-feira');
    expect(text).not.toContain('Domingo');

    const en = await pdfText((await print(`id=${id}&lang=en&token=${token}`)).rawPayload);
    expect(en).toContain('Monday');
    expect(en).toContain('Weekly planner');
    // Dates in the language's format: month first in en-us.
    expect(en).toContain('03/02/2026 – 03/08/2026');
    expect(en).toContain('03/04');
    // The path form of the seed (/week/{id}) with auth_token works too.
    expect((await t.app.inject({ method: 'GET', url: `/api/print/week/${id}?auth_token=${token}&lang=es` })).statusCode).toBe(200);
  });

  it('keeps all 7 days with the longest cells legible on one landscape page', async () => {
    const words = 'Aquecimento articular, corrida leve e mobilidade; ';
    const full = (i: number) => `${i}:${words.repeat(10)}`.slice(0, WEEK_CELL_TEXT_MAX);
    const dia = Object.fromEntries(WEEK_CELL_KEYS.map((k, i) => [k, `<p>${full(i)}</p>`]));
    const time = Object.fromEntries(WEEK_CELL_KEYS.map((k) => [k, '18:30 às 20:00 horas']));
    const place = Object.fromEntries(WEEK_CELL_KEYS.map((k) => [k, 'Campo principal n. 2']));
    const values = weekForm({ title: 'Título longo '.repeat(10).slice(0, 120), config: { days: [...WEEKDAYS], range: 'Período de testes '.repeat(12).slice(0, 200) }, dia, time, place });
    const id = await createWeek(t, owner, values);
    const token = await issueToken(t.db, owner.id, 'print');
    const res = await print(`id=${id}&token=${token}`);
    expect(res.statusCode).toBe(200);
    const pdf = await pdfParse(res.rawPayload);
    expect(pdf.numpages).toBe(1);
    const text = pdf.text.replace(/\s+/g, '');
    for (const d of ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado']) expect(text).toContain(d);
    // Every cell's text is printed whole (its end is there too).
    for (let i = 0; i < WEEK_CELL_KEYS.length; i++) expect(text).toContain(full(i).replace(/\s+/g, '').slice(-25));

    if (process.env.WEEK_PDF_OUT) fs.writeFileSync(process.env.WEEK_PDF_OUT, res.rawPayload);
    else {
      // Render the page (poppler) when available: a blank or broken page would fail here.
      const out = path.join(os.tmpdir(), `week-${process.pid}`);
      try {
        fs.writeFileSync(`${out}.pdf`, res.rawPayload);
        execFileSync('pdftoppm', ['-png', '-r', '30', '-singlefile', `${out}.pdf`, out]);
        expect(fs.statSync(`${out}.png`).size).toBeGreaterThan(1000);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      } finally {
        fs.rmSync(`${out}.pdf`, { force: true });
        fs.rmSync(`${out}.png`, { force: true });
      }
    }
  });

  it("refuses a session token, another coach's sheet, a missing id and an inactive subscription", async () => {
    const id = await createWeek(t, owner);
    expect((await print(`id=${id}&token=${owner.token}`)).statusCode).toBe(401);
    expect((await print(`id=${id}`)).statusCode).toBe(401);
    const otherToken = await issueToken(t.db, other.id, 'print');
    expect((await print(`id=${id}&token=${otherToken}`)).statusCode).toBe(404);
    const token = await issueToken(t.db, owner.id, 'print');
    expect((await print(`token=${token}`)).statusCode).toBe(422);
    expect((await print(`id=../1&token=${token}`)).statusCode).toBe(422);
    const inactive = await createUser(t, { active: false });
    expect((await print(`id=${id}&token=${await issueToken(t.db, inactive.id, 'print')}`)).statusCode).toBe(402);
  });

  it('retention deletes a 7-month-old sheet with its image and keeps a 5-month-old one', async () => {
    const old = await createWeek(t, owner, weekForm(), [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const recent = await createWeek(t, owner);
    const ago = (months: number) => {
      const d = new Date();
      d.setUTCMonth(d.getUTCMonth() - months);
      return d.toISOString();
    };
    await t.db.updateTable('semanas').set({ created_at: ago(7) }).where('id', '=', old).execute();
    await t.db.updateTable('semanas').set({ created_at: ago(5) }).where('id', '=', recent).execute();
    expect(lifecycles.some((l) => l.name === 'weeks')).toBe(true);
    const oldImage = (await t.db.selectFrom('semanas').select('img_key').where('id', '=', old).executeTakeFirstOrThrow()).img_key;
    expect(oldImage).toBeTruthy();
    const result = await runJob(t.app.ctx, retentionJob, t.app.log);
    expect(String(result)).toMatch(/weeks=1\b/);
    expect(await t.db.selectFrom('semanas').select('id').where('id', '=', old).executeTakeFirst()).toBeUndefined();
    expect(await storedFiles(t)).not.toContain(oldImage);
    expect(await t.db.selectFrom('semanas').select('id').where('id', '=', recent).executeTakeFirst()).toBeDefined();
  });
});
