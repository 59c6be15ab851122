// Child process of bench/fitness.ts: builds a fitness sheet of 30 exercises through the API (20
// normal with library gifs, 5 bi-sets, 5 student profiles with 2 photos each, post-work), then
// prints it through GET /api/print/fitnes in this fresh process and prints
// {"ms","bytes","rssBeforeMb","peakRssMb"} as one JSON line.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mediaRoots } from '../apps/server/src/modules/media/roots.ts';
import { seedStarterGifs } from '../apps/server/src/modules/media/starter.ts';
import type { Part } from '../apps/server/src/modules/formations/test-fixtures.ts';
import { canvasPng, logoJpeg, multipart } from '../apps/server/src/modules/formations/test-fixtures.ts';
import { issueToken } from '../apps/server/src/plugins/auth.ts';
import { bearer, createTestApp, createUser } from '../apps/server/src/test/helper.ts';

const gifsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server', 'assets', 'gifs');
const gifs = fs.readdirSync(gifsDir).flatMap((folder) => fs.readdirSync(path.join(gifsDir, folder)).map((name) => `${folder}/${name}`));

const t = await createTestApp();
const user = await createUser(t, { active: true });
await seedStarterGifs(t.db, mediaRoots(t.config).gifs);

async function post(url: string, values: Record<string, string>, files: Part[] = []): Promise<Record<string, { id: number }>> {
  const body = multipart([...Object.entries(values).map(([name, value]) => ({ name, value })), ...files]);
  const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const postwork = '<p><strong>Pós-treino</strong>: alongar 10 minutos, hidratar, registrar a percepção de esforço.</p>'.repeat(4);
const sheet = (
  await post(
    '/api/fitnes',
    { title: 'Hipertrofia A', teacher: 'Carla', student: 'João', volume: '3x por semana', data: '2026-03-02', objectives: 'Força e resistência', rate: postwork, 'colors[header][0]': '#123456', 'colors[header][1]': '#ffffff' },
    [{ name: 'img', filename: 'capa.jpg', type: 'image/jpeg', data: await logoJpeg() }],
  )
).fitnes!.id;

const exercise = (i: number): Record<string, string> => ({
  fitnes_id: String(sheet),
  title: `Exercício ${i + 1}`,
  duration: '10 min',
  charge: '40 kg',
  series: '4x10',
  group: 'Pernas',
  description: 'Descer até 90 graus, manter o tronco firme e controlar a volta. '.repeat(6),
  path: gifs[i % gifs.length]!,
  'colors[title][0]': '#aa0000',
  'colors[title][1]': '#ffffff',
});
const ids: number[] = [];
for (let i = 0; i < 30; i++) {
  let values = exercise(i);
  let files: Part[] = [];
  if (i >= 20 && i < 25) {
    const second = exercise(i + 7);
    values = { ...values, ...Object.fromEntries(['title', 'duration', 'charge', 'series', 'group', 'path'].map((k) => [`child[${k}]`, second[k]!])) };
  } else if (i >= 25) {
    values = { ...values, mode: 'profile', path: '', imc: '22.5', magra: '61' };
    files = [
      { name: 'images[0]', filename: 'frente.png', type: 'image/png', data: await canvasPng('#c62828') },
      { name: 'images[1]', filename: 'perfil.png', type: 'image/png', data: await canvasPng('#1565c0') },
    ];
  }
  ids.push((await post('/api/fitnesex', values, files)).exercice!.id);
}

const url = `/api/print/fitnes?fitnes=${sheet}&${ids.map((id, i) => `exs[${i}]=${id}`).join('&')}&lang=pt-br&postwork=1&token=${await issueToken(t.db, user.id, 'print')}`;
global.gc?.();
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const res = await t.app.inject({ method: 'GET', url });
const ms = performance.now() - started;
if (res.statusCode !== 200) throw new Error(`print: ${res.statusCode} ${res.body}`);
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(`${JSON.stringify({ ms: Math.round(ms), bytes: res.rawPayload.length, rssBeforeMb: Math.round(rssBefore / 1048576), peakRssMb })}\n`);
await t.close();
