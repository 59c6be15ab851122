// Training rows for the API benches (no files, no image library), shared by the api and trainings benches.
import type { Db } from '../apps/server/src/db/index.ts';
import { stamps } from '../apps/server/src/db/index.ts';

/** Inserts `count` trainings of one owner (list rows of about 500 bytes each, as a coach fills them). */
export async function insertTrainings(db: Db, userId: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: userId,
    clube: `Clube ${i}`,
    professor: 'Treinador de Bancada',
    categoria: `Sub-${10 + (i % 10)}`,
    metodologia: 'Jogos reduzidos',
    data: '2026-05-20',
    objetivos: 'Pressão pós-perda, ataque rápido e transição defensiva organizada em bloco médio. '.repeat(3),
    esporte_id: 1 + (i % 5),
    category_id: null,
    colors: '{"header":["#0d47a1","#ffffff"]}',
    logo_key: null,
    postwork_header: '',
    postwork_description: '',
    ...stamps(),
  }));
  for (let i = 0; i < rows.length; i += 100) await db.insertInto('treinos').values(rows.slice(i, i + 100)).execute();
}
