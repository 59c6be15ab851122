import { expect } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import type { Part } from '../formations/test-fixtures.ts';
import type { User } from '../trainings/test-support.ts';
import { postMultipart, textParts } from '../trainings/test-support.ts';

/** A complete weekly sheet form with three checked weekdays (JSON fields as the editor sends them). */
export function weekForm(overrides: Record<string, unknown> = {}): Record<string, string> {
  const values: Record<string, unknown> = {
    cabecalho: 'Associação Atlética São Bento',
    subtitulo: 'Sub-17 masculino',
    title: 'Semana de pré-temporada',
    observacao: '<p>Trazer <strong>garrafa de água</strong></p>',
    dataInicio: '2026-03-02',
    config: { colors: { header: ['#0d47a1', '#ffffff'], morning: ['#ffeb3b', '#212121'] }, range: 'Semana 12 · pré-temporada', morning: 'Manhã', night: 'Noite', days: ['segunda', 'quarta', 'sexta'] },
    dia: { segundaM: '<p>Força e <em>potência</em></p>', quartaN: '<p>Jogo reduzido 5x5</p>', sextaM: '<p>Recuperação ativa</p>' },
    time: { segundaM: '08:00', quartaN: '19:30' },
    place: { segundaM: 'Academia', quartaN: 'Campo 2' },
    ...overrides,
  };
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

/** POSTs a sheet form (optionally with extra parts such as img) and answers the response. */
export function postWeek(t: TestApp, user: User, url: string, values: Record<string, string>, extra: Part[] = []) {
  return postMultipart(t, user, url, [...textParts(values), ...extra]);
}

/** Creates a sheet and answers its id. */
export async function createWeek(t: TestApp, user: User, values: Record<string, string> = weekForm(), extra: Part[] = []): Promise<number> {
  const res = await postWeek(t, user, '/api/semana', values, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().semana.id as number;
}

/** Number of weekly sheets stored. */
export async function countWeeks(t: TestApp): Promise<number> {
  const r = await t.db.selectFrom('semanas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}
