import type { Formation } from '@prancheta/shared';
import { describe, expect, it } from 'vitest';
import type { QueuedSave } from '../../pwa/queueEntry.ts';
import { withQueuedSaves } from './queuedFormations.ts';

const header = { professor: 'Ana', categoria: 'Sub-15', data: '2026-06-01', local: 'Campo', h_clube: 'Clube', h_professor: 'Professor', h_categoria: 'Categoria', h_data: 'Data', h_local: 'Local', h_descricao: 'Descrição' };
const row = (id: number, clube: string): Formation => ({
  id,
  type: 'image',
  clube,
  descricao: 'do servidor',
  ...header,
  colors: {},
  category_id: null,
  img: `f${id}.png`,
  img_url: null,
  file: null,
  logo_url: null,
  editable: true,
  created_at: '2026-06-01T00:00:00Z',
  updated_at: '2026-06-01T00:00:00Z',
});
const save = (seq: number, id: number | null, clube: string, extra: Partial<QueuedSave> = {}): QueuedSave => ({
  seq,
  owner: 1,
  input: { id, fields: { clube, descricao: `fila ${seq}`, ...header, category_id: null }, colours: {}, draft: new Uint8Array(), png: new Blob() },
  baseUpdatedAt: null,
  queuedAt: '2026-06-03T00:00:00Z',
  refused: null,
  ...extra,
});

describe('withQueuedSaves', () => {
  it('shows an edit over the row it replaces and new saves first, newest first', () => {
    const listed = withQueuedSaves([row(1, 'A'), row(2, 'B')], [save(1, 2, 'B2'), save(2, null, 'N1'), save(3, null, 'N2')]);
    expect(listed.map((l) => [l.formation.id, l.formation.clube, l.formation.descricao, l.queued?.seq ?? null])).toEqual([
      [0, 'N2', 'fila 3', 3],
      [0, 'N1', 'fila 2', 2],
      [1, 'A', 'do servidor', null],
      [2, 'B2', 'fila 1', 1],
    ]);
  });

  it('a sent save shows over the server row it created (never beside it), and refused saves are left out', () => {
    const listed = withQueuedSaves([row(5, 'N1')], [save(1, null, 'N1', { sentId: 5 }), save(2, 9, 'gone', { refused: { status: 404, message: 'x' } })]);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.formation.id).toBe(5);
    expect(listed[0]!.queued?.seq).toBe(1);
  });

  it('a sent save whose row is not listed yet still shows, under its server id', () => {
    const listed = withQueuedSaves([], [save(1, null, 'N1', { sentId: 7 })]);
    expect(listed.map((l) => l.formation.id)).toEqual([7]);
  });
});
