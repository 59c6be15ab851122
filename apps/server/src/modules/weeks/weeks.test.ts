import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles, rowFiles, stillStored } from '../../test/helper.ts';
import { canvasPng, logoJpeg } from '../formations/test-fixtures.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining, trainingForm } from '../trainings/test-support.ts';
import { countWeeks, createWeek, postWeek, weekForm } from './test-support.ts';

describe('weekly sheets (semana)', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  const call = (user: User, method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url, headers: { ...bearer(user.token), 'x-lang': 'en-us' } });
  const weekFiles = (id: number) => rowFiles(t, 'semanas', 'id', id);

  it('refuses 401 without a token and 402 without an active subscription', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/semana' })).statusCode).toBe(401);
    const inactive = await createUser(t, { active: false });
    expect((await call(inactive, 'GET', '/api/semana')).statusCode).toBe(402);
    const before = await countWeeks(t);
    expect((await postWeek(t, inactive, '/api/semana', weekForm())).statusCode).toBe(402);
    expect(await countWeeks(t)).toBe(before);
  });

  it('creates a sheet with an image and three weekdays, lists it and reads it back', async () => {
    const training = await createTraining(t, owner);
    const logo = await logoJpeg();
    const id = await createWeek(t, owner, weekForm({ treinos: { segundaM: training }, dia: { segundaM: '<p onclick="x()">Força <script>alert(1)</script><strong>máxima</strong></p>', quartaN: '<p>Jogo</p>' } }), [
      { name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: logo },
    ]);

    const list = await call(owner, 'GET', '/api/semana');
    expect(list.statusCode).toBe(200);
    expect(list.json().semanas.find((s: { id: number }) => s.id === id)).toMatchObject({ cabecalho: 'Associação Atlética São Bento', dataInicio: '2026-03-02', dataFim: '2026-03-08' });
    expect((await call(other, 'GET', '/api/semana')).json().semanas.map((s: { id: number }) => s.id)).not.toContain(id);

    const one = await call(owner, 'GET', `/api/semana/${id}`);
    expect(one.statusCode).toBe(200);
    const s = one.json().semana;
    expect(s).toMatchObject({ id, subtitulo: 'Sub-17 masculino', title: 'Semana de pré-temporada', dataFim: '2026-03-08', img: `/api/semanaimg/${id}` });
    expect(s.config).toEqual({
      colors: { header: ['#0d47a1', '#ffffff'], days: ['#808080', '#000000'], morning: ['#ffeb3b', '#212121'], night: ['#d6e4ff', '#000000'] },
      range: 'Semana 12 · pré-temporada',
      morning: 'Manhã',
      night: 'Noite',
      days: ['segunda', 'quarta', 'sexta'],
    });
    expect(s.dia.segundaM).toBe('<p>Força <strong>máxima</strong></p>');
    expect(s.time).toEqual({ segundaM: '08:00', quartaN: '19:30' });
    expect(s.place).toEqual({ segundaM: 'Academia', quartaN: 'Campo 2' });
    expect(s.observacao).toBe('<p>Trazer <strong>garrafa de água</strong></p>');
    // The linked training's date in the reader's language: month first in en-us, day first in pt-br.
    const [y, m, d] = trainingForm.data.split('-');
    expect(s.treinos).toEqual({ segundaM: { id: training, title: `${trainingForm.metodologia} (${m}/${d}/${y})` } });
    const inPt = await t.app.inject({ method: 'GET', url: `/api/semana/${id}`, headers: { ...bearer(owner.token), 'x-lang': 'pt-br' } });
    expect(inPt.json().semana.treinos.segundaM.title).toBe(`${trainingForm.metodologia} (${d}/${m}/${y})`);

    const img = await call(owner, 'GET', `/api/semanaimg/${id}`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.rawPayload.equals(logo)).toBe(true);
  });

  it('defaults the checked days to segunda and the colours when config is absent', async () => {
    const values = weekForm();
    delete values.config;
    const id = await createWeek(t, owner, values);
    const s = (await call(owner, 'GET', `/api/semana/${id}`)).json().semana;
    expect(s.config.days).toEqual(['segunda']);
    expect(s.config.colors.header).toEqual(['#000000', '#ffffff']);
  });

  it('accepts the flat cell spelling (dia[segundaM], time[segundaM], place[segundaM]) like the JSON one', async () => {
    const { dia: _d, time: _t, place: _p, ...values } = weekForm();
    const flat = { ...values, 'dia[segundaM]': '<p>Força</p>', 'time[segundaM]': '08:00', 'time[quartaN]': '19:30', 'place[segundaM]': 'Academia' };
    const id = await createWeek(t, owner, flat);
    const s = (await call(owner, 'GET', `/api/semana/${id}`)).json().semana;
    expect(s.dia).toEqual({ segundaM: '<p>Força</p>' });
    expect(s.time).toEqual({ segundaM: '08:00', quartaN: '19:30' });
    expect(s.place).toEqual({ segundaM: 'Academia' });
  });

  describe('refuses every §5 rule with 422 and stores nothing', () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: [string, Record<string, string>, string, RegExp][] = [
      ['missing header', weekForm({ cabecalho: '' }), 'cabecalho', /required/i],
      ['missing subtitle', weekForm({ subtitulo: '  ' }), 'subtitulo', /required/i],
      ['missing title', weekForm({ title: '' }), 'title', /required/i],
      ['header over 120', weekForm({ cabecalho: long(121) }), 'cabecalho', /120/],
      ['subtitle over 120', weekForm({ subtitulo: long(121) }), 'subtitulo', /120/],
      ['title over 120', weekForm({ title: long(121) }), 'title', /120/],
      ['range over 200', weekForm({ config: { range: long(201), days: ['segunda'] } }), 'config.range', /200/],
      ['time over 20', weekForm({ time: { segundaM: long(21) } }), 'time.segundaM', /20/],
      ['place over 20', weekForm({ place: { sabadoN: long(21) } }), 'place.sabadoN', /20/],
      ['flat time over 20', { ...weekForm(), 'time[segundaM]': long(21) }, 'time.segundaM', /20/],
      ['flat place over 20', { ...weekForm(), 'place[sabadoN]': long(21) }, 'place.sabadoN', /20/],
      ['flat unknown cell key', { ...weekForm(), 'time[segundaX]': '08:00' }, 'time', /./],
      ['flat config spelling', { ...weekForm(), 'config[range]': 'Semana 1' }, 'config', /invalid/i],
      ['missing date', weekForm({ dataInicio: '' }), 'dataInicio', /required/i],
      ['impossible date', weekForm({ dataInicio: '2026-02-30' }), 'dataInicio', /invalid/i],
      ['no checked weekday', weekForm({ config: { days: [] } }), 'config.days', /weekday/i],
      ['unknown weekday', weekForm({ config: { days: ['lunes'] } }), 'config.days.0', /./],
      ['unknown cell key', weekForm({ dia: { segundaX: '<p>x</p>' } }), 'dia', /./],
      ['malformed JSON', { ...weekForm(), dia: '{not json' }, 'dia', /invalid/i],
      ['cell text over 300 characters', weekForm({ dia: { segundaM: `<p>${long(301)}</p>` } }), 'dia.segundaM', /300/],
      ['bad colour', weekForm({ config: { colors: { header: ['red', '#fff'] }, days: ['segunda'] } }), 'config.colors.header.0', /colou?r/i],
    ];
    for (const [name, values, field, text] of cases) {
      it(name, async () => {
        const before = await countWeeks(t);
        const res = await postWeek(t, owner, '/api/semana', values);
        expect(res.statusCode, res.body).toBe(422);
        const errors = res.json().errors as Record<string, string[]>;
        const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`) || field.startsWith(k));
        expect(key, JSON.stringify(errors)).toBeDefined();
        expect(errors[key!]!.join(' ')).toMatch(text);
        expect(await countWeeks(t)).toBe(before);
      });
    }

    it('answers "Fill in all the fields" when a required field is empty', async () => {
      const res = await postWeek(t, owner, '/api/semana', weekForm({ title: '' }));
      expect(res.json().message).toBe('Fill in all the fields');
    });

    it('a link to another coach\'s training', async () => {
      const foreign = await createTraining(t, other);
      const before = await countWeeks(t);
      const res = await postWeek(t, owner, '/api/semana', weekForm({ treinos: { segundaM: foreign } }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors['treinos.segundaM']).toEqual(['Training not found']);
      expect(await countWeeks(t)).toBe(before);
    });

    it('an image that is not an image, leaving no file', async () => {
      const filesBefore = (await storedFiles(t)).length;
      const before = await countWeeks(t);
      const res = await postWeek(t, owner, '/api/semana', weekForm(), [{ name: 'img', filename: 'fake.png', type: 'image/png', data: Buffer.from('<svg onload="x()"></svg>') }]);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain('img');
      expect(await countWeeks(t)).toBe(before);
      expect((await storedFiles(t)).length).toBe(filesBefore);
    });

    it('an update with a bad field keeps the stored sheet', async () => {
      const id = await createWeek(t, owner);
      const res = await postWeek(t, owner, `/api/semana/${id}`, weekForm({ title: long(121) }));
      expect(res.statusCode).toBe(422);
      expect((await call(owner, 'GET', `/api/semana/${id}`)).json().semana.title).toBe('Semana de pré-temporada');
    });
  });

  it('updates a sheet, keeps its image without a new one and replaces it with a new one', async () => {
    const id = await createWeek(t, owner, weekForm(), [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const first = (await weekFiles(id));
    expect(first).toHaveLength(1);
    const res = await postWeek(t, owner, `/api/semana/${id}`, weekForm({ title: 'Semana 13', dataInicio: '2026-12-28', config: { days: ['domingo', 'sabado'] }, dia: { domingoN: '<p>Viagem</p>' } }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ semana: { id } });
    const s = (await call(owner, 'GET', `/api/semana/${id}`)).json().semana;
    expect(s).toMatchObject({ title: 'Semana 13', dataInicio: '2026-12-28', dataFim: '2027-01-03', dia: { domingoN: '<p>Viagem</p>' }, img: `/api/semanaimg/${id}` });
    expect(s.config.days).toEqual(['domingo', 'sabado']);
    expect((await weekFiles(id))).toEqual(first);

    expect((await postWeek(t, owner, `/api/semana/${id}`, weekForm(), [{ name: 'img', filename: 'n.png', type: 'image/png', data: await canvasPng() }])).statusCode).toBe(200);
    const second = (await weekFiles(id));
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
    expect(second[0]).toMatch(/\.png$/);
  });

  it('duplicates a sheet with its cells, links and image', async () => {
    const training = await createTraining(t, owner);
    const id = await createWeek(t, owner, weekForm({ treinos: { quartaN: training } }), [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const res = await call(owner, 'POST', `/api/semana/duplicate/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().semana.id as number;
    expect(copy).not.toBe(id);
    const a = (await call(owner, 'GET', `/api/semana/${id}`)).json().semana;
    const b = (await call(owner, 'GET', `/api/semana/${copy}`)).json().semana;
    for (const k of ['cabecalho', 'subtitulo', 'observacao', 'dataInicio', 'dataFim', 'config', 'dia', 'time', 'place', 'treinos']) expect(b[k]).toEqual(a[k]);
    // The copy says it is one, in the request's language.
    expect(b.title).toBe(`${a.title} (copy)`);
    expect(b.img).toBe(`/api/semanaimg/${copy}`);
    expect((await weekFiles(copy))).toHaveLength(1);
    // The copy is independent: deleting the original keeps the copy's image.
    expect((await call(owner, 'DELETE', `/api/semana/${id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/semanaimg/${copy}`)).statusCode).toBe(200);
  });

  it('deletes by semana/{id} and by semana?id=, with the image', async () => {
    const a = await createWeek(t, owner, weekForm(), [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const b = await createWeek(t, owner);
    const aFiles = await weekFiles(a);
    expect(aFiles).toHaveLength(1);
    const resA = await call(owner, 'DELETE', `/api/semana/${a}`);
    expect(resA.statusCode).toBe(200);
    expect(resA.json().message).toBe('Deleted successfully');
    expect(await stillStored(t, aFiles)).toEqual([]);
    expect((await call(owner, 'DELETE', `/api/semana?id=${b}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/semana/${a}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/semana/${b}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/api/semana?id=abc')).statusCode).toBe(422);
  });

  it("answers 404 for another coach's sheet on every call and changes nothing", async () => {
    const id = await createWeek(t, owner, weekForm(), [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const before = await countWeeks(t);
    expect((await call(other, 'GET', `/api/semana/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/semana/${id}`)).json().message).toBe('Week not found');
    expect((await call(other, 'GET', `/api/semanaimg/${id}`)).statusCode).toBe(404);
    expect((await postWeek(t, other, `/api/semana/${id}`, weekForm({ title: 'Hijacked' }))).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/semana/duplicate/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/semana/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/semana?id=${id}`)).statusCode).toBe(404);
    expect(await countWeeks(t)).toBe(before);
    const s = (await call(owner, 'GET', `/api/semana/${id}`)).json().semana;
    expect(s.title).toBe('Semana de pré-temporada');
    expect((await weekFiles(id))).toHaveLength(1);
  });

  it('drops the link of a deleted training', async () => {
    const training = await createTraining(t, owner);
    const id = await createWeek(t, owner, weekForm({ treinos: { segundaM: training } }));
    expect((await call(owner, 'DELETE', `/api/treinos/${training}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/semana/${id}`)).json().semana.treinos).toEqual({});
  });
});
