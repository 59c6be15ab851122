// Child process of bench/download.ts: fills one account with (by default) 200 trainings (each with a
// drawn exercise), 20 image formations and 50 videos (2 MB each, real files on disk), then downloads
// GET /api/user/download over real HTTP, counting bytes without keeping them, while sampling this
// process's RSS. Prints {"ms","bytes","entries","rssBeforeMb","peakRssMb","videoMb"} as one JSON line.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { stamps } from '../apps/server/src/db/index.ts';
import { canvasPng, webm } from '../apps/server/src/modules/formations/test-fixtures.ts';
import { createTestApp, createUser } from '../apps/server/src/test/helper.ts';

// The account's size: the parent runs a small and a large one to show the memory does not grow with it.
const TRAININGS = Number(process.env.BENCH_TRAININGS ?? 200);
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 50);
const FORMATIONS = Number(process.env.BENCH_FORMATIONS ?? 20);
const VIDEO_BYTES = 2 << 20;

const t = await createTestApp();
const user = await createUser(t, { active: true });
const storage = t.app.ctx.storage;
const png = await canvasPng('#2e7d32');
const colours = JSON.stringify({ header: ['#0d47a1', '#fafafa'] });

for (let i = 0; i < TRAININGS; i++) {
  const { id } = await t.db
    .insertInto('treinos')
    .values({
      user_id: user.id,
      clube: 'Associação Atlética São Bento',
      professor: 'Mário Gonçalves',
      categoria: 'Sub-17',
      metodologia: `Treino ${i + 1}: transição defensiva`,
      data: '2026-04-02',
      objetivos: 'Recuperar a bola em até 6 segundos após a perda',
      esporte_id: 1,
      category_id: null,
      colors: colours,
      logo_key: null,
      postwork_header: 'Avaliação',
      postwork_description: '<p>Boa intensidade; ajustar a pressão no corredor central.</p>',
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const imgKey = `exercicios/${id}/img-${randomBytes(4).toString('hex')}.png`;
  await storage.put(imgKey, png);
  await t.db
    .insertInto('exercicios')
    .values({
      user_id: user.id,
      treino_id: id,
      type: 'image',
      titulo: 'Rondo 4x2 com transição',
      descricao: 'Manter a posse; ao recuperar, finalizar em minigol.',
      duracao: '12 min',
      blocos_de_duracao: '3x4 min',
      dimensao: '20x20 m',
      relacao_numerica: '4x2',
      h_duracao: '',
      h_blocos: '',
      h_dimensao: '',
      h_relacao: '',
      colors: '{}',
      img_key: imgKey,
      draft_key: null,
      ...stamps(),
    })
    .execute();
}
const formation = (type: 'image' | 'video', i: number) => ({
  user_id: user.id,
  type,
  clube: 'Vila Nova',
  professor: 'Rita Lopes',
  categoria: 'Sub-15',
  data: '2026-05-10',
  local: 'CT',
  descricao: `${type === 'video' ? 'Jogada' : 'Formação'} ${i + 1}`,
  h_professor: '',
  h_categoria: '',
  h_data: '',
  h_local: '',
  h_clube: '',
  h_descricao: '',
  colors: '{}',
  category_id: null,
  logo_key: null,
  draft_key: null,
  ...stamps(),
});
for (let i = 0; i < FORMATIONS; i++) {
  const key = `formactions/${user.id}/img-${randomBytes(4).toString('hex')}.png`;
  await storage.put(key, png);
  await t.db
    .insertInto('formactions')
    .values({ ...formation('image', i), img_key: key, file_key: null })
    .execute();
}
for (let i = 0; i < VIDEOS; i++) {
  const key = `formactions/${user.id}/file-${randomBytes(4).toString('hex')}.webm`;
  await storage.put(key, webm(randomBytes(VIDEO_BYTES)));
  await t.db
    .insertInto('formactions')
    .values({ ...formation('video', i), img_key: null, file_key: key })
    .execute();
}

await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as AddressInfo).port;
global.gc?.();
const rssBefore = process.memoryUsage().rss;
const heapBefore = process.memoryUsage().heapUsed;
let peak = rssBefore;
let peakHeap = heapBefore;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peak = Math.max(peak, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 20);
const started = performance.now();
const { bytes, tail } = await new Promise<{ bytes: number; tail: Buffer }>((resolve, reject) => {
  const req = http.get({ host: '127.0.0.1', port, path: '/api/user/download', headers: { authorization: `Bearer ${user.token}`, 'x-lang': 'pt-br' } }, (res) => {
    if (res.statusCode !== 200) reject(new Error(`download: ${res.statusCode}`));
    let n = 0;
    let last = Buffer.alloc(0);
    res.on('data', (chunk: Buffer) => {
      n += chunk.length;
      last = Buffer.concat([last, chunk]).subarray(-22);
    });
    res.on('end', () => resolve({ bytes: n, tail: last }));
    res.on('error', reject);
  });
  req.on('error', reject);
});
const ms = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
global.gc?.();
const heapAfterGc = process.memoryUsage().heapUsed;
// The end-of-central-directory record names how many entries the archive holds.
const entries = tail.readUInt32LE(0) === 0x06054b50 ? tail.readUInt16LE(10) : -1;
process.stdout.write(
  `${JSON.stringify({ ms: Math.round(ms), bytes, entries, rssBeforeMb: Math.round(rssBefore / 1048576), peakRssMb: Math.round(peak / 1048576), heapBeforeMb: Math.round(heapBefore / 1048576), peakHeapMb: Math.round(peakHeap / 1048576), heapAfterGcMb: Math.round(heapAfterGc / 1048576), videoMb: Math.round((VIDEOS * VIDEO_BYTES) / 1048576) })}\n`,
);
await t.close();
