import { ZipArchive } from 'archiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import type { Part } from '../formations/test-fixtures.ts';
import { canvasPng, mp4, multipart } from '../formations/test-fixtures.ts';
import type { User } from '../trainings/test-support.ts';
import { countClubRows, createClub } from './test-support.ts';

/** A small but real PDF (file-type reads the %PDF magic). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

async function zipOf(name: string, text: string): Promise<Buffer> {
  const archive = new ZipArchive();
  const chunks: Buffer[] = [];
  archive.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => archive.on('end', resolve));
  archive.append(text, { name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

describe('club files of every kind (seed 001 §3: image, video or other)', () => {
  let t: TestApp;
  let leader: User;
  let member: User;
  let outsider: User;
  let categoryId: number;
  let otherCategoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    leader = await createUser(t, { active: true, name: 'Lia Coordenadora' });
    member = await createUser(t, { active: true, name: 'Rui Membro' });
    outsider = await createUser(t, { active: true, name: 'Ola Fora' });
    await createClub(t, leader, { members: [member], name: 'Clube Arquivos' });
    await createClub(t, outsider, { name: 'Outro Clube' });
    const create = async (user: User, name: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/team/categories', payload: { name, description: 'Base' }, headers: bearer(user.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().category.id as number;
    };
    categoryId = await create(leader, 'Sub-15');
    otherCategoryId = await create(outsider, 'Sub-17');
  });
  afterAll(async () => t.close());

  const send = (user: User, file: Part | null, fields: Record<string, string> = {}, lang = 'en-us') => {
    const parts: Part[] = Object.entries({ category_id: String(categoryId), data: '2026-06-12', descricao: 'Material da semana', ...fields }).map(([name, value]) => ({ name, value }));
    const body = multipart(file ? [...parts, file] : parts);
    return t.app.inject({ method: 'POST', url: '/api/teamtreinos/files', payload: body.payload, headers: { ...body.headers, ...bearer(user.token), 'x-lang': lang } });
  };

  it('stores an image, a video and documents sent by a member, typed by content, served back byte for byte', async () => {
    type FilePart = Extract<Part, { filename: string }>;
    const cases: Array<{ file: FilePart; type: string; mime: string }> = [
      { file: { name: 'file', filename: 'campo.png', type: 'image/png', data: await canvasPng() }, type: 'image', mime: 'image/png' },
      // The name says .pdf, the content is an MP4: the content decides.
      { file: { name: 'file', filename: 'jogada.pdf', type: 'application/pdf', data: await mp4(10) }, type: 'video', mime: 'video/mp4' },
      { file: { name: 'file', filename: 'plano.pdf', type: 'application/pdf', data: PDF }, type: 'other', mime: 'application/pdf' },
      { file: { name: 'file', filename: 'fichas.zip', type: 'application/zip', data: await zipOf('leia.txt', 'Treinos da semana') }, type: 'other', mime: 'application/zip' },
    ];
    for (const c of cases) {
      const res = await send(member, c.file);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('File sent to the club');
      const id = res.json().treino.id as number;
      const listed = (await t.app.inject({ method: 'GET', url: '/api/teamtreinos', headers: bearer(leader.token) })).json().treinos.find((f: { id: number }) => f.id === id);
      expect(listed, c.file.filename).toMatchObject({ type: c.type, user: { name: 'Rui Membro' }, categoria: 'Sub-15', clube: 'Clube Arquivos', data: '2026-06-12', descricao: 'Material da semana' });
      const served = await t.app.inject({ method: 'GET', url: `/api/teamfile/${id}`, headers: bearer(leader.token) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain(c.mime);
      expect(served.rawPayload.equals(c.file.data)).toBe(true);
      // Not for someone outside the club.
      expect((await t.app.inject({ method: 'GET', url: `/api/teamfile/${id}`, headers: bearer(outsider.token) })).statusCode).toBe(404);
    }
  });

  it('refuses other content, oversized files, a missing file and another club\'s category, in the caller\'s language, storing nothing', async () => {
    const before = { rows: await countClubRows(t, 'team_files'), files: (await storedFiles(t)) };
    const html: Part = { name: 'file', filename: 'plano.pdf', type: 'application/pdf', data: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>') };
    const messages: Record<string, string> = {
      'pt-br': 'Envie uma imagem (PNG, JPEG, GIF, WebP), um vídeo (MP4, WebM) ou um documento (PDF, ZIP, Word, Excel, PowerPoint)',
      'es-es': 'Envía una imagen (PNG, JPEG, GIF, WebP), un vídeo (MP4, WebM) o un documento (PDF, ZIP, Word, Excel, PowerPoint)',
      'en-us': 'Send an image (PNG, JPEG, GIF, WebP), a video (MP4, WebM) or a document (PDF, ZIP, Word, Excel, PowerPoint)',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await send(member, html, {}, lang);
      expect(res.statusCode, lang).toBe(422);
      expect(res.json().errors.file, lang).toEqual([message]);
    }
    // A PNG header with nothing decodable behind it.
    const png = await canvasPng();
    const brokenPng = await send(member, { name: 'file', filename: 'campo.png', type: 'image/png', data: Buffer.concat([png.subarray(0, 40), Buffer.alloc(2000, 3)]) });
    expect(brokenPng.statusCode).toBe(422);
    expect(brokenPng.json().errors.file).toHaveLength(1);
    // Documents up to 20 MB.
    const bigPdf = await send(member, { name: 'file', filename: 'grande.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024, 32)]) });
    expect(bigPdf.statusCode).toBe(422);
    expect(bigPdf.json().errors.file).toEqual(['File too large (maximum 20 MB)']);
    // No file at all, or a category of a club the sender is not in.
    expect((await send(member, null)).statusCode).toBe(422);
    const foreign = await send(member, { name: 'file', filename: 'plano.pdf', type: 'application/pdf', data: PDF }, { category_id: String(otherCategoryId) });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['category_id']);
    expect(await countClubRows(t, 'team_files')).toBe(before.rows);
    expect(await storedFiles(t)).toEqual(before.files);
  }, 60_000);
});
