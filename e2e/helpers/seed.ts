import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './accounts.ts';

/**
 * Test data made through the HTTP API (the same calls the app makes), so each screen's spec starts
 * from the records it needs instead of clicking through other screens to build them.
 */

/** A 2x2 PNG: logos and the drawings of API-made exercises and formations. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** The bearer header of a session token. */
export function auth(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A new account with an active subscription, signed in in `page`; returns its token. */
export async function signedInCoach(page: Page, request: APIRequestContext, prefix = 'coach'): Promise<string> {
  const token = await signUpByApi(request, newUser(prefix));
  await activateByApi(request, token);
  await useToken(page, token);
  return token;
}

/** Fields of a training (POST treinos). */
export interface TrainingSeed {
  clube: string;
  esporte_id: string;
  professor: string;
  categoria: string;
  metodologia: string;
  data: string;
  objetivos?: string;
  /** A club category of the coach: the training then belongs to the club. */
  category_id?: string;
}

const TRAINING: TrainingSeed = { clube: 'Atlético Serrano', esporte_id: '1', professor: 'Rita Gonçalves', categoria: 'Sub-13', metodologia: 'Jogos reduzidos', data: '2026-06-02', objetivos: '' };

/** POST /api/treinos; returns the new training's id. */
export async function createTraining(request: APIRequestContext, token: string, fields: Partial<TrainingSeed> = {}): Promise<number> {
  const res = await request.post('/api/treinos', { headers: auth(token), multipart: { ...TRAINING, ...fields } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { treino: { id: number } }).treino.id;
}

const EXERCISE = { duracao: '10 min', blocos_de_duracao: '2x5', dimensao: '30x20', relacao_numerica: '5x5', descricao: 'Jogo posicional com coringas' };

/** A gzipped empty drawing draft of sport 1, as the editor saves it. */
export function emptyDraft(): Buffer {
  return gzipSync(Buffer.from(JSON.stringify({ sport_id: 1, backgroundImage: 'campos/futebol/full.svg', scene: { version: 1, sport_id: 1, background: 'campos/futebol/full.svg', objects: [], frames: 1 } })));
}

/** A gzipped draft with one player, as the editor saves a video (a video needs at least one object). */
export function videoDraft(): Buffer {
  const player = { id: 'p1', type: 'player', team: 'AZUL', src: 'jogadores/azul.png', x: 640, y: 480, width: 55, height: 55 };
  return gzipSync(Buffer.from(JSON.stringify({ sport_id: 1, backgroundImage: 'campos/futebol/full.svg', scene: { version: 1, sport_id: 1, background: 'campos/futebol/full.svg', objects: [player], frames: 1 } })));
}

/** POST /api/exercicios: a text exercise (type=text) or, with `drawn`, one as the editor saves it (draft + PNG). */
export async function createExercise(request: APIRequestContext, token: string, treinoId: number, titulo: string, options: { drawn?: boolean; descricao?: string } = {}): Promise<number> {
  type Part = string | { name: string; mimeType: string; buffer: Buffer };
  const files: Record<string, Part> = options.drawn
    ? { editable: { name: 'draft.json.gz', mimeType: 'application/gzip', buffer: emptyDraft() }, img: { name: 'img.png', mimeType: 'image/png', buffer: TINY_PNG } }
    : {};
  const res = await request.post('/api/exercicios', {
    headers: auth(token),
    multipart: { treino_id: String(treinoId), type: options.drawn ? 'image' : 'text', titulo, ...EXERCISE, ...(options.descricao ? { descricao: options.descricao } : {}), ...files },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { exercicio: { id: number } }).exercicio.id;
}

/** Fields of an image formation (POST formactions). */
export interface FormationSeed {
  clube: string;
  professor: string;
  categoria: string;
  data: string;
  local: string;
  descricao: string;
}

/** POST /api/formactions: an image formation with an empty drawing; returns its id. */
export async function createFormation(request: APIRequestContext, token: string, fields: Partial<FormationSeed> = {}): Promise<number> {
  const res = await request.post('/api/formactions', {
    headers: auth(token),
    multipart: {
      type: 'image',
      clube: 'Clube Azul',
      professor: 'Ana',
      categoria: 'Sub-15',
      data: '2026-06-02',
      local: 'Campo 2',
      descricao: 'Saída de bola com três zagueiros e pressão alta',
      ...fields,
      editable: { name: 'draft.json.gz', mimeType: 'application/gzip', buffer: emptyDraft() },
      img: { name: 'formacao.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { formacao: { id: number } }).formacao.id;
}

/** Fields of a weekly sheet (POST semana); the JSON fields are sent as JSON text, as the editor sends them. */
export interface WeekSeed {
  cabecalho: string;
  subtitulo: string;
  title: string;
  dataInicio: string;
  config: { range?: string; days: string[] };
  dia: Record<string, string>;
  time: Record<string, string>;
  place: Record<string, string>;
  treinos: Record<string, number>;
}

const WEEK: WeekSeed = {
  cabecalho: 'Esporte Clube Vitória',
  subtitulo: 'Sub-15 feminino',
  title: 'Semana 12',
  dataInicio: '2026-03-02',
  config: { range: 'Pré-temporada', days: ['segunda', 'quarta', 'sexta'] },
  dia: { segundaM: '<p>Força e potência</p>', quartaN: '<p>Jogo reduzido 5x5</p>' },
  time: { segundaM: '08:00', quartaN: '19:30' },
  place: { segundaM: 'Academia' },
  treinos: {},
};

/** POST /api/semana with a logo; answers the new sheet's id. */
export async function createWeek(request: APIRequestContext, token: string, fields: Partial<WeekSeed> = {}): Promise<number> {
  const week = { ...WEEK, ...fields };
  const res = await request.post('/api/semana', {
    headers: auth(token),
    multipart: {
      cabecalho: week.cabecalho,
      subtitulo: week.subtitulo,
      title: week.title,
      observacao: '',
      dataInicio: week.dataInicio,
      config: JSON.stringify(week.config),
      dia: JSON.stringify(week.dia),
      time: JSON.stringify(week.time),
      place: JSON.stringify(week.place),
      treinos: JSON.stringify(week.treinos),
      img: { name: 'escudo.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { semana: { id: number } }).semana.id;
}

/** What a share link can point at. */
export type ShareKind = 'treino' | 'formation' | 'video' | 'fitnes' | 'semana';

/** POST /api/share: a link (no expiry) to one of the coach's records; answers its public address. */
export async function shareByApi(request: APIRequestContext, token: string, kind: ShareKind, recordId: number): Promise<string> {
  const res = await request.post('/api/share', { headers: auth(token), data: { kind, record_id: recordId } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { link: { url: string } }).link.url;
}
