import { describe, expect, it } from 'vitest';
import { pageRows, searchRows, searchable, sortRows } from './tableRows.ts';
import type { RowReader } from './tableRows.ts';

interface Row {
  id: number;
  clube: string;
  categoria: string;
  objetivos: string;
}

const rows: Row[] = [
  { id: 2, clube: 'São Paulo', categoria: 'Sub-15', objetivos: 'Pressão pós-perda' },
  { id: 10, clube: 'atlético serrano', categoria: 'Sub-9', objetivos: '' },
  { id: 1, clube: 'Botafogo', categoria: 'Sub-11', objetivos: 'Transição' },
];
const readers: RowReader<Row>[] = [{ key: 'id' }, { key: 'clube' }, { key: 'categoria' }, { key: 'objetivos' }];

describe('table rows', () => {
  it('searches every word in any column, ignoring case and accents', () => {
    expect(searchable('Ação São')).toBe('acao sao');
    expect(searchRows(rows, readers, 'sao').map((r) => r.id)).toEqual([2]);
    expect(searchRows(rows, readers, 'PRESSAO sub-15').map((r) => r.id)).toEqual([2]);
    expect(searchRows(rows, readers, 'sub').map((r) => r.id)).toEqual([2, 10, 1]);
    expect(searchRows(rows, readers, 'sub-9 botafogo')).toEqual([]);
    expect(searchRows(rows, readers, '   ')).toHaveLength(3);
  });

  it('leaves out columns marked not searchable and uses a custom search text', () => {
    const custom: RowReader<Row>[] = [{ key: 'id', searchValue: false }, { key: 'clube', searchValue: (r) => `clube ${r.clube}` }];
    expect(searchRows(rows, custom, '10')).toEqual([]);
    expect(searchRows(rows, custom, 'clube bota').map((r) => r.id)).toEqual([1]);
  });

  it('sorts numbers by value and text in language order with embedded numbers, both ways', () => {
    expect(sortRows(rows, readers, { key: 'id', direction: 'asc' }).map((r) => r.id)).toEqual([1, 2, 10]);
    expect(sortRows(rows, readers, { key: 'id', direction: 'desc' }).map((r) => r.id)).toEqual([10, 2, 1]);
    expect(sortRows(rows, readers, { key: 'clube', direction: 'asc' }).map((r) => r.id)).toEqual([10, 1, 2]);
    expect(sortRows(rows, readers, { key: 'categoria', direction: 'asc' }).map((r) => r.categoria)).toEqual(['Sub-9', 'Sub-11', 'Sub-15']);
  });

  it('puts empty values last whatever the direction, and keeps the order without a sort', () => {
    expect(sortRows(rows, readers, { key: 'objetivos', direction: 'asc' }).map((r) => r.id)).toEqual([2, 1, 10]);
    expect(sortRows(rows, readers, { key: 'objetivos', direction: 'desc' }).map((r) => r.id)).toEqual([1, 2, 10]);
    expect(sortRows(rows, readers, null).map((r) => r.id)).toEqual([2, 10, 1]);
  });

  it('pages rows and clamps the page to the last one', () => {
    const many = Array.from({ length: 45 }, (_, i) => i + 1);
    expect(pageRows(many, 1, 20)).toMatchObject({ page: 1, pages: 3, rows: many.slice(0, 20) });
    expect(pageRows(many, 3, 20).rows).toEqual([41, 42, 43, 44, 45]);
    expect(pageRows(many, 9, 20).page).toBe(3);
    expect(pageRows([], 2, 20)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});
