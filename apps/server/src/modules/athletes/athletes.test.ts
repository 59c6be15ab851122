import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeUser } from '../../lifecycle/purge-user.ts';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp, createUser, injectAs } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';

describe('roster (atletas) and student links', () => {
  let t: TestApp;
  let coach: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  const call = (user: User | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, lang?: string) => injectAs(t, user, method, url, payload, lang);
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('athletes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const create = async (user: User, values: Record<string, unknown>) => {
    const res = await call(user, 'POST', '/api/atletas', values);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().atleta.id as number;
  };

  it('refuses 401 without a session and 402 without a subscription', async () => {
    expect((await call(null, 'GET', '/api/atletas')).statusCode).toBe(401);
    const lapsed = await createUser(t, { active: false });
    expect((await call(lapsed, 'POST', '/api/atletas', { name: 'X' })).statusCode).toBe(402);
  });

  it('creates, lists, reads, updates and deletes an athlete; another coach sees nothing', async () => {
    const id = await create(coach, {
      name: '  Ana Souza ',
      birth_date: '2010-05-04',
      email: 'ana@example.com',
      phone: '+55 11 99999-0000',
      group_label: 'Sub-15',
      notes: 'Asma leve',
    });
    const list = (await call(coach, 'GET', '/api/atletas')).json().atletas;
    expect(list).toContainEqual(expect.objectContaining({ id, name: 'Ana Souza', birth_date: '2010-05-04', group_label: 'Sub-15', category: null }));
    expect((await call(other, 'GET', '/api/atletas')).json().atletas).toEqual([]);
    expect((await call(other, 'GET', `/api/atletas/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/atletas/${id}`, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/atletas/${id}`)).statusCode).toBe(404);

    const upd = await call(coach, 'POST', `/api/atletas/${id}`, { name: 'Ana S.', birth_date: '', group_label: 'Sub-17' });
    expect(upd.statusCode, upd.body).toBe(200);
    expect((await call(coach, 'GET', `/api/atletas/${id}`)).json().atleta).toMatchObject({ name: 'Ana S.', birth_date: null, group_label: 'Sub-17', email: '' });

    expect((await call(coach, 'DELETE', `/api/atletas/${id}`)).statusCode).toBe(200);
    expect((await call(coach, 'GET', `/api/atletas/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 422 per field and stores nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 'A', birth_date: '2010-02-30' }, 'birth_date'],
      [{ name: 'A', birth_date: '2999-01-01' }, 'birth_date'],
      [{ name: 'A', birth_date: '2030-13-40' }, 'birth_date'],
      [{ name: 'A', email: 'not-an-email' }, 'email'],
      [{ name: 'A', phone: 'abc' }, 'phone'],
      [{ name: 'A', category_id: 999999 }, 'category_id'],
    ];
    for (const [values, field] of cases) {
      const res = await call(coach, 'POST', '/api/atletas', values);
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
      // Each message once, even when two checks of the field fail the same way.
      const messages = res.json().errors[field] as string[];
      expect(new Set(messages).size, JSON.stringify(values)).toBe(messages.length);
    }
    expect((await call(coach, 'POST', '/api/atletas', { name: 'A', birth_date: '2010-02-30' })).json().errors.birth_date).toEqual(['Invalid date']);
    expect(await count()).toBe(before);
  });

  it('previews a CSV import with refused rows and their reasons, imports only the valid rows, exports CSV', async () => {
    const csv = [
      'nome;data de nascimento;e-mail;telefone;grupo;observações',
      'Bruno Lima;04/05/2011;bruno@example.com;11 98888-7777;Sub-15;',
      ';2010-01-01;;;;sem nome',
      'Carla;31/02/2010;;;;',
      `${'y'.repeat(121)};;;;;`,
      '"Davi ""Dedé"" Rocha";2012-12-01;;;Sub-13;"linha 1\nlinha 2"',
      '',
    ].join('\r\n');
    const before = await count();
    const preview = await call(coach, 'POST', '/api/atletas/import', { csv, dry_run: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json();
    expect(p).toMatchObject({ accepted: 2, duplicates: 0, refused: 3, imported: 0 });
    expect(p.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4, 5, 6]);
    expect(p.rows[0]).toMatchObject({ name: 'Bruno Lima', birth_date: '2011-05-04', errors: {} });
    expect(p.rows[1].errors.name).toEqual(['Required field']);
    expect(p.rows[2].errors.birth_date).toEqual(['Invalid date']);
    expect(p.rows[3].errors.name).toEqual(['At most 120 characters']);
    expect(p.rows[4]).toMatchObject({ name: 'Davi "Dedé" Rocha', notes: 'linha 1\nlinha 2', errors: {} });
    expect(await count()).toBe(before);

    const done = await call(coach, 'POST', '/api/atletas/import', { csv, dry_run: false });
    expect(done.json()).toMatchObject({ imported: 2, refused: 3 });
    expect(await count()).toBe(before + 2);
    const names = (await call(coach, 'GET', '/api/atletas')).json().atletas.map((a: { name: string }) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Bruno Lima', 'Davi "Dedé" Rocha']));
    expect(names).not.toContain('Carla');

    const noHeader = await call(coach, 'POST', '/api/atletas/import', { csv: 'foo,bar\n1,2', dry_run: true });
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().errors.csv).toBeDefined();

    const exp = await call(coach, 'GET', '/api/atletas/export');
    expect(exp.statusCode).toBe(200);
    expect(exp.headers['content-type']).toMatch(/^text\/csv/);
    expect(exp.body).toContain('name,birth date,e-mail,phone,group,notes');
    expect(exp.body).toContain('"Davi ""Dedé"" Rocha",2012-12-01');
    // The export reads back through the import: the same rows are accepted.
    const again = (await call(coach, 'POST', '/api/atletas/import', { csv: exp.body, dry_run: true })).json();
    expect(again.refused).toBe(0);
    expect(again.rows.map((r: { name: string }) => r.name)).toEqual(names);
    expect((await call(other, 'GET', '/api/atletas/export')).body).not.toContain('Bruno');
  });

  it('exports with the list separator of the language (pt-br and es-es ";", en-us ","), UTF-8 with a BOM; a neutralised cell reads back without its apostrophe', async () => {
    const owner = await createUser(t, { active: true });
    await create(owner, { name: '=HYPERLINK("http://evil.example","Céu")', phone: '+55 11 98888-7777', notes: 'azul, verde; amarelo' });
    await create(owner, { name: 'Céu Ribeirão', birth_date: '2010-05-04', group_label: 'Sub-15' });
    const exported: Record<string, string> = {};
    for (const [lang, header, row] of [
      ['pt-br', 'nome;data de nascimento;e-mail;telefone;grupo;observações', 'Céu Ribeirão;2010-05-04;;;Sub-15;'],
      ['es-es', 'nombre;fecha de nacimiento;correo;teléfono;grupo;observaciones', 'Céu Ribeirão;2010-05-04;;;Sub-15;'],
      ['en-us', 'name,birth date,e-mail,phone,group,notes', 'Céu Ribeirão,2010-05-04,,,Sub-15,'],
    ] as const) {
      const res = await call(owner, 'GET', '/api/atletas/export', undefined, lang);
      expect(res.statusCode).toBe(200);
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = res.body.slice(1).split('\r\n');
      expect(lines[0], lang).toBe(header);
      expect(lines, lang).toContain(row);
      exported[lang] = res.body;
    }
    const sep = (lang: string) => (lang === 'en-us' ? ',' : ';');
    for (const lang of ['pt-br', 'en-us']) {
      expect(exported[lang]).toContain(`"'=HYPERLINK(""http://evil.example"",""Céu"")"${sep(lang)}${sep(lang)}${sep(lang)}'+55 11 98888-7777${sep(lang)}${sep(lang)}"azul, verde; amarelo"`);
      // Read back (by another coach): the values as they were typed, all accepted.
      const back = (await call(other, 'POST', '/api/atletas/import', { csv: exported[lang], dry_run: true }, lang)).json();
      expect(back.refused, lang).toBe(0);
      expect(back.rows[0], lang).toMatchObject({ name: '=HYPERLINK("http://evil.example","Céu")', phone: '+55 11 98888-7777', notes: 'azul, verde; amarelo', errors: {} });
      expect(back.rows[1], lang).toMatchObject({ name: 'Céu Ribeirão', birth_date: '2010-05-04', group_label: 'Sub-15' });
    }
    // An apostrophe before anything but a formula start is the cell's own text.
    const own = (await call(other, 'POST', '/api/atletas/import', { csv: "nome;observações\n'Tião';'ok\n", dry_run: true })).json();
    expect(own.rows[0]).toMatchObject({ name: "'Tião'", notes: "'ok" });
  });

  it('flags duplicates of the roster and of earlier rows (same name and birth date, or same e-mail), skips them unless asked, and never doubles the roster on a repeated import', async () => {
    const owner = await createUser(t, { active: true });
    await create(owner, { name: 'Céu Ribeirão', birth_date: '2010-05-04' });
    await create(owner, { name: 'Dora Lima', email: 'dora@example.com' });
    const csv = [
      'nome;data de nascimento;e-mail',
      'ceu  ribeirao;04/05/2010;', // the roster's Céu Ribeirão (case, accents and spaces do not count)
      'Outra Dora;;DORA@example.com', // the roster's Dora Lima, by e-mail
      'Eva Nova;2011-01-01;',
      'EVA NOVA;01/01/2011;', // line 5 repeats line 4
      'Eva Nova;2012-01-01;', // another Eva: another birth date
      'Céu Ribeirão;2010-05-04;não-é-email', // refused, so not a duplicate
      'Fábio;;fabio@example.com',
      'Fábio Souza;;fabio@example.com', // line 9 repeats line 8 by e-mail
      '',
    ].join('\n');
    const before = (await call(owner, 'GET', '/api/atletas')).json().atletas.length as number;
    const preview = await call(owner, 'POST', '/api/atletas/import', { csv, dry_run: true }, 'pt-br');
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json();
    expect(p).toMatchObject({ accepted: 3, duplicates: 4, refused: 1, imported: 0 });
    expect(p.rows.map((r: { line: number; duplicate: unknown }) => [r.line, r.duplicate])).toEqual([
      [2, { in: 'roster', name: 'Céu Ribeirão' }],
      [3, { in: 'roster', name: 'Dora Lima' }],
      [4, null],
      [5, { in: 'file', line: 4 }],
      [6, null],
      [7, null],
      [8, null],
      [9, { in: 'file', line: 8 }],
    ]);

    const first = (await call(owner, 'POST', '/api/atletas/import', { csv, dry_run: false }, 'pt-br')).json();
    expect(first).toMatchObject({ imported: 3, accepted: 3, duplicates: 4, refused: 1 });
    expect(first.message).toBe('3 alunos importados; 1 linhas recusadas e 4 duplicadas não foram importadas');
    const names = () => call(owner, 'GET', '/api/atletas').then((r) => r.json().atletas.map((a: { name: string }) => a.name) as string[]);
    expect(await names()).toHaveLength(before + 3);
    expect(await names()).toEqual(expect.arrayContaining(['Eva Nova', 'Eva Nova', 'Fábio']));

    // The same sheet again: every valid row is now a duplicate and nothing is stored.
    const again = (await call(owner, 'POST', '/api/atletas/import', { csv, dry_run: false })).json();
    expect(again).toMatchObject({ imported: 0, accepted: 0, duplicates: 7, refused: 1 });
    expect(again.rows[2].duplicate).toEqual({ in: 'roster', name: 'Eva Nova' });
    expect(await names()).toHaveLength(before + 3);

    // Chosen by the coach: the duplicates are stored too.
    const chosen = (await call(owner, 'POST', '/api/atletas/import', { csv: 'nome;e-mail\nDora Lima;dora@example.com\nDora Lima;dora@example.com', dry_run: false, include_duplicates: true })).json();
    expect(chosen).toMatchObject({ imported: 2, duplicates: 2 });
    expect((await names()).filter((n) => n === 'Dora Lima')).toHaveLength(3);
  });

  it('creates, lists, revokes student links; the public page answers only live tokens and only that athlete', async () => {
    const ana = await create(coach, { name: 'Ana Página' });
    const bia = await create(coach, { name: 'Bia Outra' });
    const made = await call(coach, 'POST', `/api/atletas/${ana}/links`, { expires_in_days: 30 });
    expect(made.statusCode, made.body).toBe(200);
    const link = made.json().link;
    expect(link.url).toMatch(/\/aluno\/[A-Za-z0-9_-]{43}$/);
    const token = link.url.split('/').pop() as string;
    // Stored hashed only.
    const stored = await t.db.selectFrom('student_links').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await call(other, 'POST', `/api/atletas/${ana}/links`, {})).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/atletas/${ana}/links`)).statusCode).toBe(404);
    expect((await call(coach, 'POST', `/api/atletas/${ana}/links`, { expires_in_days: 3 })).statusCode).toBe(422);
    expect((await call(coach, 'GET', `/api/atletas/${ana}/links`)).json().links.map((l: { id: number }) => l.id)).toContain(link.id);

    const page = await call(null, 'GET', `/api/aluno/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().aluno.name).toBe('Ana Página');
    expect(page.body).not.toContain('Bia Outra');
    const htmlPage = await t.app.inject({ method: 'GET', url: `/aluno/${token}`, headers: { 'accept-language': 'pt-BR' } });
    expect(htmlPage.statusCode).toBe(200);
    expect(htmlPage.headers['cache-control']).toBe('private, no-store');
    expect(htmlPage.body).toContain('Olá, Ana Página');
    expect(htmlPage.body).not.toContain('Bia Outra');

    // The real token with its last character changed (never the same character: that would be the token itself).
    const altered = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of ['short', 'x'.repeat(43), altered]) {
      expect((await call(null, 'GET', `/api/aluno/${bad}`)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/aluno/${bad}` })).body).toContain('data-testid="share-gone"');
    }

    // Another coach cannot revoke it; its coach can, and then it is unavailable.
    expect((await call(other, 'DELETE', `/api/atletas/links/${link.id}`)).statusCode).toBe(404);
    expect((await call(coach, 'DELETE', `/api/atletas/links/${link.id}`)).statusCode).toBe(200);
    const gone = await call(null, 'GET', `/api/aluno/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Link unavailable');
    expect((await t.app.inject({ method: 'GET', url: `/aluno/${token}`, headers: { 'accept-language': 'en' } })).body).toContain('Link unavailable');

    // An expired link is unavailable too.
    const exp = (await call(coach, 'POST', `/api/atletas/${bia}/links`, { expires_in_days: 7 })).json().link;
    await t.db.updateTable('student_links').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', exp.id).execute();
    expect((await call(null, 'GET', `/api/aluno/${exp.url.split('/').pop()}`)).statusCode).toBe(404);

    // Deleting the athlete kills its links.
    const live = (await call(coach, 'POST', `/api/atletas/${bia}/links`, {})).json().link;
    expect((await call(null, 'GET', `/api/aluno/${live.url.split('/').pop()}`)).statusCode).toBe(200);
    expect((await call(coach, 'DELETE', `/api/atletas/${bia}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/aluno/${live.url.split('/').pop()}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('student_links').select('id').where('athlete_id', '=', bia).execute()).toEqual([]);
  });

  it('is purged with its coach (purge contract)', async () => {
    const coach2 = await createUser(t, { active: true });
    const id = await create(coach2, { name: 'Zé Purga' });
    await call(coach2, 'POST', `/api/atletas/${id}/links`, {});
    await purgeUser(t.app.ctx, coach2.id);
    expect(await t.db.selectFrom('athletes').select('id').where('user_id', '=', coach2.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('student_links').select('id').where('user_id', '=', coach2.id).execute()).toEqual([]);
  });
});
