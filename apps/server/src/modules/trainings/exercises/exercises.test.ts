import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles, rowFiles, stillStored } from '../../../test/helper.ts';
import { canvasPng, draftGz } from '../../formations/test-fixtures.ts';
import type { User } from '../test-support.ts';
import { countRows, createDrawnExercise, createTextExercise, createTraining, exerciseForm, postMultipart, textParts } from '../test-support.ts';

describe('exercises', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let treino: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
    treino = await createTraining(t, owner);
  });
  afterAll(async () => t.close());

  const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: { ...bearer(user.token), 'x-lang': 'en-us' } });
  const put = (user: User, id: number, payload: Record<string, unknown>, lang = 'en-us') =>
    t.app.inject({ method: 'PUT', url: `/api/exercicios/${id}`, headers: { ...bearer(user.token), 'x-lang': lang }, payload });

  it('creates a drawn exercise from the editor (draft + PNG) and serves its image and draft', async () => {
    const id = await createDrawnExercise(t, owner, treino);
    const res = await get(owner, `/api/exercicios/${id}`);
    expect(res.statusCode).toBe(200);
    const ex = res.json().exercicio;
    expect(ex).toMatchObject({ id, type: 'image', editable: true, titulo: exerciseForm.titulo, h_duracao: 'Tempo', h_blocos: '', img: `/api/exercicioimg/${id}`, treino: { id: treino, esporte: 1 } });
    expect(ex.colors.duracao).toEqual(['#ffeb3b', '#212121']);
    expect(ex.colors.header).toEqual(['#000000', '#ffffff']);
    const img = await get(owner, `/api/exercicioimg/${id}`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(await canvasPng())).toBe(true);
    const draft = await get(owner, `/api/exercicios/editable/${id}?key_time=1`);
    expect(draft.statusCode).toBe(200);
    expect(JSON.parse(gunzipSync(draft.rawPayload).toString()).sport_id).toBe(1);
    const training = (await get(owner, `/api/treinos/${treino}`)).json().treino;
    expect(training.exercicios.map((e: { id: number }) => e.id)).toContain(id);
  });

  it('creates a text exercise without drawing and edits its boxes and colours with PUT', async () => {
    const id = await createTextExercise(t, owner, treino);
    const ex = (await get(owner, `/api/exercicios/${id}`)).json().exercicio;
    expect(ex).toMatchObject({ type: 'text', editable: false, img: null });
    const res = await put(owner, id, { ...exerciseForm, dimensao: '30x40 m', h_relacao: 'Jogadores', colors: { relacao: ['#4caf50', '#ffffff'], header: ['#880e4f', '#fce4ec'] } }, 'pt-br');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Exercício salvo com sucesso');
    const after = (await get(owner, `/api/exercicios/${id}`)).json().exercicio;
    expect(after).toMatchObject({ dimensao: '30x40 m', h_relacao: 'Jogadores' });
    expect(after.colors.relacao).toEqual(['#4caf50', '#ffffff']);
    expect(after.colors.header).toEqual(['#880e4f', '#fce4ec']);
    expect(after.colors.duracao).toEqual(['#ffeb3b', '#212121']);
  });

  it('refuses an exercise with an empty field or a description over 800 and stores nothing', async () => {
    const rows = await countRows(t, 'exercicios');
    const files = (await storedFiles(t));
    for (const field of ['titulo', 'duracao', 'blocos_de_duracao', 'dimensao', 'relacao_numerica', 'descricao']) {
      const res = await postMultipart(t, owner, '/api/exercicios', textParts({ ...exerciseForm, [field]: '', treino_id: String(treino), type: 'text' }), 'pt-br');
      expect(res.statusCode, field).toBe(422);
      expect(res.json().message).toBe('Preencha todos os campos do exercício');
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const long = await postMultipart(t, owner, '/api/exercicios', textParts({ ...exerciseForm, descricao: 'd'.repeat(801), treino_id: String(treino), type: 'text' }));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.descricao).toEqual(['At most 800 characters']);
    const noImg = await postMultipart(t, owner, '/api/exercicios', [...textParts({ ...exerciseForm, treino_id: String(treino), type: 'image' }), { name: 'editable', filename: 'd.gz', type: 'application/gzip', data: draftGz() }]);
    expect(noImg.statusCode).toBe(422);
    expect(noImg.json().errors.img).toBeDefined();
    const badDraft = await postMultipart(t, owner, '/api/exercicios', [
      ...textParts({ ...exerciseForm, treino_id: String(treino), type: 'image' }),
      { name: 'editable', filename: 'd.gz', type: 'application/gzip', data: Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]) },
      { name: 'img', filename: 'c.png', type: 'image/png', data: await canvasPng() },
    ]);
    expect(badDraft.statusCode).toBe(422);
    expect(badDraft.json().errors.editable).toBeDefined();
    const notPng = await postMultipart(t, owner, '/api/exercicios', [
      ...textParts({ ...exerciseForm, treino_id: String(treino), type: 'image' }),
      { name: 'editable', filename: 'd.gz', type: 'application/gzip', data: draftGz() },
      { name: 'img', filename: 'c.png', type: 'image/png', data: Buffer.from('GIF89a not a png at all') },
    ]);
    expect(notPng.statusCode).toBe(422);
    const noTraining = await postMultipart(t, owner, '/api/exercicios', textParts({ ...exerciseForm, type: 'text' }));
    expect(noTraining.statusCode).toBe(422);
    expect(await countRows(t, 'exercicios')).toBe(rows);
    expect(await storedFiles(t)).toEqual(files);

    const id = await createTextExercise(t, owner, treino);
    const empty = await put(owner, id, { ...exerciseForm, descricao: '' }, 'pt-br');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Preencha todos os campos do exercício');
    const badColour = await put(owner, id, { ...exerciseForm, colors: { duracao: ['yellow', '#000000'] } });
    expect(badColour.statusCode).toBe(422);
    expect((await get(owner, `/api/exercicios/${id}`)).json().exercicio.descricao).toBe(exerciseForm.descricao);
  });

  it('updates a drawn exercise from the editor, replacing its files', async () => {
    const id = await createDrawnExercise(t, owner, treino);
    const before = await rowFiles(t, 'exercicios', 'id', id);
    const res = await postMultipart(t, owner, `/api/exercicios/${id}`, [
      ...textParts({ titulo: 'Rondo atualizado' }),
      { name: 'editable', filename: 'd.gz', type: 'application/gzip', data: draftGz(2) },
      { name: 'img', filename: 'c.png', type: 'image/png', data: await canvasPng('#aa0000') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ exercicio: { id, treino_id: treino } });
    const after = await rowFiles(t, 'exercicios', 'id', id);
    expect(after).toHaveLength(2);
    expect(after.some((f) => before.includes(f))).toBe(false);
    expect(await stillStored(t, before)).toEqual([]);
    expect((await get(owner, `/api/exercicios/${id}`)).json().exercicio.titulo).toBe('Rondo atualizado');
    const draft = await get(owner, `/api/exercicios/editable/${id}`);
    expect(JSON.parse(gunzipSync(draft.rawPayload).toString()).sport_id).toBe(2);
  });

  it('deletes an exercise with its files', async () => {
    const id = await createDrawnExercise(t, owner, treino);
    const files = await rowFiles(t, 'exercicios', 'id', id);
    expect(files).toHaveLength(2);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/exercicios/${id}`, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(await stillStored(t, files)).toEqual([]);
    expect((await get(owner, `/api/exercicios/${id}`)).statusCode).toBe(404);
  });

  it('copies selected exercises to another training with new files, and needs at least one', async () => {
    const a = await createDrawnExercise(t, owner, treino);
    const b = await createTextExercise(t, owner, treino, { ...exerciseForm, titulo: 'Finalização' });
    const target = await createTraining(t, owner);
    const none = await t.app.inject({ method: 'POST', url: `/api/exercicios/copy/${treino}`, headers: { ...bearer(owner.token), 'x-lang': 'pt-br' }, payload: { exercices: [], to: target } });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Selecione pelo menos um exercício');

    const sourceFiles = await rowFiles(t, 'exercicios', 'id', a);
    const res = await postMultipart(t, owner, `/api/exercicios/copy/${treino}`, textParts({ 'exercices[0]': String(a), 'exercices[1]': String(b), to: String(target) }));
    expect(res.statusCode, res.body).toBe(200);
    const copied = (await get(owner, `/api/treinos/${target}`)).json().treino.exercicios;
    expect(copied.map((e: { titulo: string }) => e.titulo)).toEqual([exerciseForm.titulo, 'Finalização']);
    expect(copied[0].editable).toBe(true);
    const copiedFiles = await rowFiles(t, 'exercicios', 'id', copied[0].id);
    expect(copiedFiles).toHaveLength(2);
    expect(copiedFiles.some((f) => sourceFiles.includes(f))).toBe(false);
    // Removing the source exercise leaves the copy intact.
    await t.app.inject({ method: 'DELETE', url: `/api/exercicios/${a}`, headers: bearer(owner.token) });
    expect((await get(owner, `/api/exercicioimg/${copied[0].id}`)).statusCode).toBe(200);

    const json = await t.app.inject({ method: 'POST', url: `/api/exercicios/copy/${treino}`, headers: bearer(owner.token), payload: { exercices: [b], to: target } });
    expect(json.statusCode).toBe(200);
    expect((await get(owner, `/api/treinos/${target}`)).json().treino.exercicios).toHaveLength(3);
  });

  it('answers 404 to another user on every exercise route, including images, drafts and copies', async () => {
    const id = await createDrawnExercise(t, owner, treino);
    for (const url of [`/api/exercicios/${id}`, `/api/exercicioimg/${id}`, `/api/exercicios/editable/${id}`]) expect((await get(other, url)).statusCode, url).toBe(404);
    expect((await put(other, id, exerciseForm)).statusCode).toBe(404);
    expect((await postMultipart(t, other, `/api/exercicios/${id}`, textParts({ titulo: 'Hacked' }))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/exercicios/${id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    // Creating in someone else's training, copying from it, or copying into it.
    const rows = await countRows(t, 'exercicios');
    expect((await postMultipart(t, other, '/api/exercicios', textParts({ ...exerciseForm, treino_id: String(treino), type: 'text' }))).statusCode).toBe(404);
    const mine = await createTraining(t, other);
    const rowsAfterMine = await countRows(t, 'exercicios');
    expect(rowsAfterMine).toBe(rows);
    expect((await t.app.inject({ method: 'POST', url: `/api/exercicios/copy/${treino}`, headers: bearer(other.token), payload: { exercices: [id], to: mine } })).statusCode).toBe(404);
    const ownEx = await createTextExercise(t, other, mine);
    expect((await t.app.inject({ method: 'POST', url: `/api/exercicios/copy/${mine}`, headers: bearer(other.token), payload: { exercices: [ownEx], to: treino } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/exercicios/copy/${mine}`, headers: bearer(other.token), payload: { exercices: [id], to: mine } })).statusCode).toBe(404);
    expect(await countRows(t, 'exercicios')).toBe(rows + 1);
    const row = await t.db.selectFrom('exercicios').select('titulo').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.titulo).toBe(exerciseForm.titulo);
  });
});
