import { gunzipSync, gzipSync } from 'node:zlib';
import { LIMITS } from '@prancheta/shared';
import { createCaption, createPlayer, emptyScene } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import type { Part } from './test-fixtures.ts';
import { multipart, webm } from './test-fixtures.ts';

type User = Awaited<ReturnType<typeof createUser>>;

const fields: Record<string, string> = { type: 'video', clube: 'Clube Azul', professor: 'Ana Souza', categoria: 'Sub-15', data: '2026-04-02', local: 'Campo 2', descricao: 'Saída de bola com legenda' };
const text = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));

/** A 3-frame video draft: one player and a caption with `captionText` on frames 2..3. */
function videoDraft(captionText: string): { gz: Buffer; scene: SceneDocument } {
  const scene: SceneDocument = { ...emptyScene(1, 'campos/futebol.png'), frames: 3 };
  const caption = { ...createCaption({ text: 'x', fontSize: 40, fill: '#ffee00', background: '#000000b3' }, { from: 2, to: 3 }, { x: 640, y: 820 }), id: 'cap1', text: captionText };
  scene.objects = [{ ...createPlayer('AZUL', 'jogadores/azul.png', 200, 300), id: 'p1' }, caption];
  return { scene, gz: gzipSync(Buffer.from(JSON.stringify({ sport_id: 1, backgroundImage: scene.backgroundImage, scene }))) };
}

describe('video captions in the stored drawing', () => {
  let t: TestApp;
  let owner: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  async function post(parts: Part[], url = '/api/formactions', lang = 'en-us') {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(owner.token), 'x-lang': lang } });
  }
  const rows = async () => Number((await t.db.selectFrom('formactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const editable = (data: Buffer): Part => ({ name: 'editable', filename: 'draft.gz', type: 'application/gzip', data });

  it('stores a caption with its text, colours, size, position and frame range, and gives it back as text', async () => {
    const words = 'Linha alta <script>alert(1)</script> & pressão';
    const { gz } = videoDraft(words);
    const res = await post([...text(fields), editable(gz), { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() }]);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().formacao.id as number;
    const draft = await t.app.inject({ method: 'GET', url: `/api/formactions/editable/${id}`, headers: bearer(owner.token) });
    expect(draft.statusCode).toBe(200);
    const scene = JSON.parse(gunzipSync(draft.rawPayload).toString()).scene as SceneDocument;
    expect(scene.frames).toBe(3);
    expect(scene.objects.find((o) => o.id === 'cap1')).toMatchObject({ type: 'caption', text: words, fill: '#ffee00', background: '#000000b3', fontSize: 40, x: 640, y: 820, anim: { frames: {}, start: 2, hide: 4 } });
  });

  it(`refuses a caption longer than ${LIMITS.caption.maxChars} characters with a message in the caller's language, storing nothing`, async () => {
    const before = { files: await storedFiles(t), rows: await rows() };
    const { gz } = videoDraft('a'.repeat(LIMITS.caption.maxChars + 1));
    const messages: Record<string, string> = {
      'pt-br': `A legenda pode ter no máximo ${LIMITS.caption.maxChars} caracteres.`,
      'es-es': `El rótulo puede tener como máximo ${LIMITS.caption.maxChars} caracteres.`,
      'en-us': `A caption can have at most ${LIMITS.caption.maxChars} characters.`,
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await post([...text(fields), editable(gz), { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() }], '/api/formactions', lang);
      expect(res.statusCode, lang).toBe(422);
      expect(res.json().message, lang).toBe(message);
      expect(res.json().errors.editable, lang).toEqual([message]);
    }
    // An empty caption is refused too, with its own message.
    const blank = await post([...text(fields), editable(videoDraft('   ').gz), { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() }]);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.editable).toEqual(["Write the caption's text."]);
    expect(await rows()).toBe(before.rows);
    expect(await storedFiles(t)).toEqual(before.files);
  });

  it('refuses an update whose caption is too long and keeps the stored drawing', async () => {
    const ok = await post([...text(fields), editable(videoDraft('Primeira legenda').gz), { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const id = ok.json().formacao.id as number;
    const stored = await storedFiles(t);
    const res = await post([editable(videoDraft('b'.repeat(LIMITS.caption.maxChars + 1)).gz), { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() }], `/api/formactions/${id}`, 'pt-br');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.editable).toEqual([`A legenda pode ter no máximo ${LIMITS.caption.maxChars} caracteres.`]);
    expect(await storedFiles(t)).toEqual(stored);
    const draft = await t.app.inject({ method: 'GET', url: `/api/formactions/editable/${id}`, headers: bearer(owner.token) });
    expect(JSON.parse(gunzipSync(draft.rawPayload).toString()).scene.objects[1].text).toBe('Primeira legenda');
  });
});
