// Seeds the trainings bench data into a fresh app: one coach with 500 trainings, one of which holds
// 30 drawn exercises (1280x960 PNG + draft each), as the real routes store them.
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import type { Db } from '../apps/server/src/db/index.ts';
import { stamps } from '../apps/server/src/db/index.ts';
import type { Storage } from '../apps/server/src/storage/storage.ts';
import { insertTrainings } from './trainings-rows.ts';

/** Rows and files for the bench; answers the id of the training with 30 exercises and their ids. */
export async function seedTrainings(db: Db, storage: Storage, userId: number): Promise<{ treinoId: number; exerciseIds: number[] }> {
  await insertTrainings(db, userId, 500);
  const last = await db.selectFrom('treinos').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const treinoId = last.id;
  await db.updateTable('treinos').set({ postwork_header: 'Avaliação', postwork_description: '<p>Equipe <strong>concentrada</strong></p>' }).where('id', '=', treinoId).execute();
  const exerciseIds: number[] = [];
  const draft = gzipSync(Buffer.from(JSON.stringify({ sport_id: 1, backgroundImage: 'campos/futebol/full.svg', scene: {} })));
  for (let i = 0; i < 30; i++) {
    const png = await sharp({ create: { width: 1280, height: 960, channels: 3, background: { r: 30 + i * 5, g: 120, b: 60 } } })
      .composite([{ input: Buffer.from(`<svg width="1280" height="960"><circle cx="${200 + i * 30}" cy="480" r="60" fill="yellow"/><text x="100" y="100" font-size="60">${i}</text></svg>`) }])
      .png()
      .toBuffer();
    const row = await db
      .insertInto('exercicios')
      .values({ user_id: userId, treino_id: treinoId, type: 'image', titulo: `Exercício ${i + 1}`, descricao: 'Manter a posse com apoios laterais e finalizar após três passes. '.repeat(4), duracao: '12 min', blocos_de_duracao: '3x4', dimensao: '30x20 m', relacao_numerica: '5x5', h_duracao: '', h_blocos: '', h_dimensao: '', h_relacao: '', colors: '{}', img_key: null, draft_key: null, ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const img = `treinos/${treinoId}/ex-${row.id}/img-bench.png`;
    const dr = `treinos/${treinoId}/ex-${row.id}/draft-bench.json.gz`;
    await storage.put(img, png);
    await storage.put(dr, draft);
    await db.updateTable('exercicios').set({ img_key: img, draft_key: dr }).where('id', '=', row.id).execute();
    exerciseIds.push(row.id);
  }
  return { treinoId, exerciseIds };
}
