// Child process of bench/mixed.ts: the real app (see child-server.ts) with one signed-in coach who
// has 20 trainings (one with 3 drawn exercises and their images), 5 fitness sheets and 5 weeks.
// Prints {"hello","app","token","treinoId","exerciseId","database"} as one JSON line; exits when stdin closes.
import path from 'node:path';
import sharp from 'sharp';
import { stamps } from '../apps/server/src/db/index.ts';
import { LocalStorage } from '../apps/server/src/storage/local.ts';
import { serveBenchChild } from './child-server.ts';
import { insertTrainings } from './trainings-rows.ts';

await serveBenchChild({
  dataDirPrefix: 'prancheta-bench-mixed-',
  phone: '5511999990002',
  seed: async ({ db, dataDir, userId }) => {
    const storage = new LocalStorage(path.join(dataDir, 'files'));
    await insertTrainings(db, userId, 20);
    const { id: treinoId } = await db.selectFrom('treinos').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const exerciseIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30 + i * 40, g: 120, b: 60 } } }).png().toBuffer();
      const row = await db
        .insertInto('exercicios')
        .values({ user_id: userId, treino_id: treinoId, type: 'image', titulo: `Exercício ${i + 1}`, descricao: 'Manter a posse com apoios laterais e finalizar após três passes.', duracao: '12 min', blocos_de_duracao: '3x4', dimensao: '30x20 m', relacao_numerica: '5x5', h_duracao: '', h_blocos: '', h_dimensao: '', h_relacao: '', colors: '{}', img_key: null, draft_key: null, ...stamps() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const key = `treinos/${treinoId}/ex-${row.id}/img-bench.png`;
      await storage.put(key, png);
      await db.updateTable('exercicios').set({ img_key: key }).where('id', '=', row.id).execute();
      exerciseIds.push(row.id);
    }
    for (let i = 0; i < 5; i++) {
      await db
        .insertInto('fitnes')
        .values({ user_id: userId, is_video: 0, title: `Ficha ${i + 1}`, teacher: 'Treinador', student: `Atleta ${i + 1}`, volume: 'Médio', data: '2026-05-20', objectives: 'Força e resistência', rate: '', labels: '{}', colors: '{}', img_key: null, ...stamps() })
        .execute();
      await db
        .insertInto('semanas')
        .values({ user_id: userId, cabecalho: 'Semana', subtitulo: `Microciclo ${i + 1}`, title: 'Plano', observacao: '', data_inicio: '2026-05-18', data_fim: '2026-05-24', config: '{}', dia: '{}', time: '{}', place: 'Campo 1', links: '{}', img_key: null, ...stamps() })
        .execute();
    }
    return { treinoId, exerciseId: exerciseIds[0] };
  },
});
