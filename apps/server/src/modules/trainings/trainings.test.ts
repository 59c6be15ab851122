import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles, stillStored, trainingFiles } from '../../test/helper.ts';
import { logoJpeg, noisePng } from '../formations/test-fixtures.ts';
import type { User } from './test-support.ts';
import { countRows, createDrawnExercise, createTextExercise, createTraining, postMultipart, textParts, trainingForm } from './test-support.ts';

describe('trainings', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true, name: 'Mário Gonçalves' });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: { ...bearer(user.token), 'x-lang': 'en-us' } });

  it('refuses 401 without a token and 402 without an active subscription', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/treinos' })).statusCode).toBe(401);
    const inactive = await createUser(t, { active: false });
    expect((await get(inactive, '/api/treinos')).statusCode).toBe(402);
  });

  it('creates a training with a logo, lists it and reads it with the other trainings', async () => {
    const logo = await logoJpeg();
    const id = await createTraining(t, owner, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: logo }]);
    const second = await createTraining(t, owner);

    const list = await get(owner, '/api/treinos');
    expect(list.statusCode).toBe(200);
    const found = list.json().treinos.find((x: { id: number }) => x.id === id);
    expect(found).toMatchObject({ clube: trainingForm.clube, professor: trainingForm.professor, categoria: 'Sub-17', esporte_id: 1, esporte: 'Soccer', objetivos: trainingForm.objetivos });

    const one = await get(owner, `/api/treinos/${id}`);
    expect(one.statusCode).toBe(200);
    const body = one.json();
    expect(body.treino).toMatchObject({ id, metodologia: trainingForm.metodologia, data: trainingForm.data, updatable: true, img_url: `/api/treinoimg/${id}`, user: { name: 'Mário Gonçalves' }, postwork: { header: '', description: '' }, exercicios: [] });
    expect(body.treino.colors.header).toEqual(['#0d47a1', '#fafafa']);
    expect(body.treinos.map((x: { id: number }) => x.id)).toContain(second);
    expect(body.treinos.map((x: { id: number }) => x.id)).not.toContain(id);

    const img = await get(owner, `/api/treinoimg/${id}`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.rawPayload.equals(logo)).toBe(true);
  });

  it('defaults the header colours to black and white', async () => {
    const values: Record<string, string> = { ...trainingForm };
    delete values['colors[header][0]'];
    delete values['colors[header][1]'];
    const id = await createTraining(t, owner, [], values);
    expect((await get(owner, `/api/treinos/${id}`)).json().treino.colors.header).toEqual(['#000000', '#ffffff']);
  });

  it('refuses a training without sport, methodology, date, club, teacher or category and stores nothing', async () => {
    const rows = await countRows(t, 'treinos');
    const files = (await storedFiles(t));
    for (const field of ['esporte_id', 'metodologia', 'data', 'clube', 'professor', 'categoria']) {
      const res = await postMultipart(t, owner, '/api/treinos', textParts({ ...trainingForm, [field]: '' }));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().message).toBe('Fill in all fields');
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const pt = await postMultipart(t, owner, '/api/treinos', textParts({ ...trainingForm, metodologia: ' ' }), 'pt-br');
    expect(pt.json().message).toBe('Preencha todos os campos');
    expect(await countRows(t, 'treinos')).toBe(rows);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('refuses objectives over 800 characters, an unknown sport, bad colours and bad logos, storing nothing', async () => {
    const rows = await countRows(t, 'treinos');
    const files = (await storedFiles(t));
    const long = await postMultipart(t, owner, '/api/treinos', textParts({ ...trainingForm, objetivos: 'x'.repeat(801) }));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.objetivos).toEqual(['At most 800 characters']);
    const sport = await postMultipart(t, owner, '/api/treinos', textParts({ ...trainingForm, esporte_id: '999' }));
    expect(sport.statusCode).toBe(422);
    expect(sport.json().errors.esporte_id).toEqual(['Sport not found']);
    const colour = await postMultipart(t, owner, '/api/treinos', textParts({ ...trainingForm, 'colors[header][0]': 'red' }));
    expect(colour.statusCode).toBe(422);
    const big = await postMultipart(t, owner, '/api/treinos', [...textParts(trainingForm), { name: 'img', filename: 'big.png', type: 'image/png', data: await noisePng() }], 'pt-br');
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.img).toEqual(['Máximo permitido 3mb']);
    const pdf = await postMultipart(t, owner, '/api/treinos', [...textParts(trainingForm), { name: 'img', filename: 'logo.png', type: 'image/png', data: Buffer.from('%PDF-1.4 not an image') }], 'pt-br');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.img).toEqual(['Formato de ficheiro não permitido, escolha uma imagem png ou jpg']);
    expect(await countRows(t, 'treinos')).toBe(rows);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('updates a training, replaces its logo and refuses an emptied required field', async () => {
    const id = await createTraining(t, owner, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const before = await trainingFiles(t, id);
    const res = await postMultipart(t, owner, `/api/treinos/${id}`, [
      ...textParts({ clube: 'Clube Novo', metodologia: 'Jogos reduzidos', 'colors[header][0]': '#222222', 'colors[header][1]': '#eeeeee' }),
      { name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ treino: { id } });
    const after = (await get(owner, `/api/treinos/${id}`)).json().treino;
    expect(after).toMatchObject({ clube: 'Clube Novo', metodologia: 'Jogos reduzidos', professor: trainingForm.professor });
    expect(after.colors.header).toEqual(['#222222', '#eeeeee']);
    const filesAfter = await trainingFiles(t, id);
    expect(filesAfter).toHaveLength(1);
    expect(filesAfter).not.toEqual(before);
    expect(await stillStored(t, before)).toEqual([]);

    const empty = await postMultipart(t, owner, `/api/treinos/${id}`, textParts({ professor: '' }), 'pt-br');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Preencha todos os campos');
    expect((await get(owner, `/api/treinos/${id}`)).json().treino.professor).toBe(trainingForm.professor);
  });

  it('duplicates a training with every exercise, draft and image as new files', async () => {
    const id = await createTraining(t, owner, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const drawn = await createDrawnExercise(t, owner, id);
    await createTextExercise(t, owner, id);
    const filesOfOriginal = await trainingFiles(t, id);
    const res = await t.app.inject({ method: 'POST', url: `/api/treinos/${id}/duplicate`, headers: bearer(owner.token) });
    expect(res.statusCode, res.body).toBe(200);
    const copyId = res.json().treino.id as number;
    expect(copyId).not.toBe(id);
    const copy = (await get(owner, `/api/treinos/${copyId}`)).json().treino;
    expect(copy).toMatchObject({ clube: `${trainingForm.clube} (cópia)`, metodologia: trainingForm.metodologia, img_url: `/api/treinoimg/${copyId}` });
    expect(copy.exercicios).toHaveLength(2);
    expect(copy.exercicios.map((e: { titulo: string }) => e.titulo)).toEqual(['Rondo 4x2 com transição', 'Rondo 4x2 com transição']);
    const copiedDrawn = copy.exercicios.find((e: { editable: boolean }) => e.editable);
    expect(copiedDrawn.id).not.toBe(drawn);
    const original = await get(owner, `/api/exercicioimg/${drawn}`);
    const copied = await get(owner, `/api/exercicioimg/${copiedDrawn.id}`);
    expect(copied.statusCode).toBe(200);
    expect(copied.rawPayload.equals(original.rawPayload)).toBe(true);
    const copyFiles = await trainingFiles(t, copyId);
    expect(copyFiles).toHaveLength(3);
    expect(copyFiles.some((f) => filesOfOriginal.includes(f))).toBe(false);

    // Deleting the original leaves the copy's files in place.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/treinos/${id}`, headers: bearer(owner.token) })).statusCode).toBe(200);
    expect((await get(owner, `/api/exercicioimg/${copiedDrawn.id}`)).statusCode).toBe(200);
    expect((await get(owner, `/api/exercicios/editable/${copiedDrawn.id}`)).statusCode).toBe(200);
  });

  it("marks the copy in the request's language, within the club field's length", async () => {
    const long = 'C'.repeat(120);
    const id = await createTraining(t, owner, [], { ...trainingForm, clube: long });
    const res = await t.app.inject({ method: 'POST', url: `/api/treinos/${id}/duplicate`, headers: { ...bearer(owner.token), 'x-lang': 'en-us' } });
    expect(res.statusCode, res.body).toBe(200);
    const copy = (await get(owner, `/api/treinos/${res.json().treino.id}`)).json().treino;
    expect(copy.clube).toBe(`${'C'.repeat(113)} (copy)`);
    expect(copy.clube.length).toBeLessThanOrEqual(120);
  });

  it('deletes a training with its exercises and leaves no orphan file', async () => {
    const id = await createTraining(t, owner, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const ex = await createDrawnExercise(t, owner, id);
    const files = await trainingFiles(t, id);
    expect(files).toHaveLength(3);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/treinos/${id}`, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(await stillStored(t, files)).toEqual([]);
    expect(await t.db.selectFrom('exercicios').select('id').where('id', '=', ex).executeTakeFirst()).toBeUndefined();
    expect((await get(owner, `/api/treinos/${id}`)).statusCode).toBe(404);
  });

  it('stores the post-work evaluation with rich text cleaned of scripts and event handlers', async () => {
    const id = await createTraining(t, owner);
    const html =
      '<p style="text-align:center">Bom <strong>ritmo</strong> <span style="font-size: 18px; position: fixed">grande</span><span style="font-size: 40px">enorme</span></p>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="steal()">Clique</p><a href="javascript:alert(3)">mau</a><a href="https://prancheta.app">bom</a>';
    const res = await t.app.inject({ method: 'POST', url: `/api/rate/${id}`, headers: { ...bearer(owner.token), 'x-lang': 'pt-br' }, payload: { header: 'Avaliação do treino', description: html } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Atualizado com sucesso');
    const stored = (await t.db.selectFrom('treinos').select(['postwork_header', 'postwork_description']).where('id', '=', id).executeTakeFirstOrThrow());
    expect(stored.postwork_header).toBe('Avaliação do treino');
    const d = stored.postwork_description;
    expect(d).toContain('<strong>ritmo</strong>');
    expect(d).toContain('font-size:18px');
    expect(d).toContain('text-align:center');
    expect(d).not.toMatch(/script|onerror|onclick|javascript:|alert|position|40px|<img/i);
    expect(d).toContain('href="https://prancheta.app"');
    const read = (await get(owner, `/api/treinos/${id}`)).json().treino.postwork;
    expect(read).toEqual({ header: 'Avaliação do treino', description: d });

    const tooLong = await t.app.inject({ method: 'POST', url: `/api/rate/${id}`, headers: bearer(owner.token), payload: { header: 'x'.repeat(121), description: '' } });
    expect(tooLong.statusCode).toBe(422);
    expect((await t.db.selectFrom('treinos').select('postwork_header').where('id', '=', id).executeTakeFirstOrThrow()).postwork_header).toBe('Avaliação do treino');
  });

  it('answers 404 to another user on every training route and changes nothing', async () => {
    const id = await createTraining(t, owner, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    for (const url of [`/api/treinos/${id}`, `/api/treinoimg/${id}`]) expect((await get(other, url)).statusCode, url).toBe(404);
    expect((await postMultipart(t, other, `/api/treinos/${id}`, textParts({ clube: 'Hacked' }))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/treinos/${id}/duplicate`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/rate/${id}`, headers: bearer(other.token), payload: { header: 'x', description: 'y' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/treinos/${id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await get(other, '/api/treinos')).json().treinos.some((x: { id: number }) => x.id === id)).toBe(false);
    const row = await t.db.selectFrom('treinos').select(['clube', 'postwork_header']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ clube: trainingForm.clube, postwork_header: '' });
    expect(await trainingFiles(t, id)).toHaveLength(1);
  });
});
