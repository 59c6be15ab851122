import { describe, expect, it } from 'vitest';
import { isWaiting, readQueueEntry } from './queueEntry.ts';

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const draft = new Uint8Array([31, 139, 8]);
const fields = {
  clube: 'Clube A',
  professor: 'Ana',
  categoria: 'Sub-15',
  data: '2026-06-01',
  local: 'Campo',
  descricao: 'Saída',
  h_clube: 'Clube',
  h_professor: 'Professor',
  h_categoria: 'Categoria',
  h_data: 'Data',
  h_local: 'Local',
  h_descricao: 'Descrição',
  category_id: null,
};

describe('readQueueEntry', () => {
  it('reads a record of the current version as it is', () => {
    const raw = {
      seq: 3,
      owner: 7,
      input: { id: 12, fields, colours: { time: ['#fff', '#000'] }, draft, png },
      baseUpdatedAt: '2026-06-01T10:00:00Z',
      queuedAt: '2026-06-02T10:00:00Z',
      refused: null,
    };
    const entry = readQueueEntry(raw, 7);
    expect(entry.ok).toBe(true);
    if (!entry.ok) return;
    expect(entry.save).toMatchObject({ seq: 3, owner: 7, baseUpdatedAt: '2026-06-01T10:00:00Z', queuedAt: '2026-06-02T10:00:00Z', refused: null, sentId: null });
    expect(entry.save.input.id).toBe(12);
    expect(entry.save.input.fields).toEqual(fields);
    expect(entry.save.input.colours).toEqual({ time: ['#fff', '#000'] });
    expect(entry.save.input.png).toBe(png);
    expect(entry.save.input.draft).toBe(draft);
  });

  it('reads an older record: no owner, refused or queuedAt, renamed colors/image/editable, draft as an ArrayBuffer, the id as text', () => {
    const raw = { seq: 1, input: { id: '5', fields: { clube: 'Clube B', categoria: 'Sub-17' }, colors: { time: ['#f00', '#fff'] }, editable: draft.buffer, image: png } };
    const entry = readQueueEntry(raw, 9);
    expect(entry.ok).toBe(true);
    if (!entry.ok) return;
    expect(entry.save.owner).toBe(9);
    expect(entry.save.refused).toBeNull();
    expect(entry.save.baseUpdatedAt).toBeNull();
    expect(entry.save.input.id).toBe(5);
    expect(entry.save.input.fields.clube).toBe('Clube B');
    expect(entry.save.input.fields.descricao).toBe('');
    expect(entry.save.input.fields.category_id).toBeNull();
    expect(entry.save.input.colours).toEqual({ time: ['#f00', '#fff'] });
    expect(entry.save.input.png).toBe(png);
    expect([...entry.save.input.draft]).toEqual([31, 139, 8]);
  });

  it('reads a flat record (the save parts at the top level, the draft as a list of bytes)', () => {
    const entry = readQueueEntry({ seq: 2, owner: 4, fields, draft: [1, 2, 3], png }, 4);
    expect(entry.ok && entry.save.input.fields.clube).toBe('Clube A');
    expect(entry.ok && [...entry.save.input.draft]).toEqual([1, 2, 3]);
  });

  it('reports a record without a picture, a draft or a club as unreadable, with what can be read of it', () => {
    expect(readQueueEntry({ seq: 4, owner: 7, input: { fields, draft } }, 7)).toEqual({ ok: false, entry: { seq: 4, owner: 7, title: 'Clube A' } });
    expect(readQueueEntry({ seq: 5, owner: 7, input: { fields, png } }, 7)).toEqual({ ok: false, entry: { seq: 5, owner: 7, title: 'Clube A' } });
    expect(readQueueEntry({ seq: 6, owner: 7, input: { fields: { clube: '  ' }, draft, png } }, 7)).toEqual({ ok: false, entry: { seq: 6, owner: 7, title: null } });
  });

  it('never throws on garbage', () => {
    for (const raw of [null, undefined, 42, 'text', [], { seq: 'x' }, { input: null }, { input: { fields: 3 } }]) {
      const entry = readQueueEntry(raw, null);
      expect(entry.ok).toBe(false);
    }
  });

  it('keeps the owner of another account and the server id of a sent save', () => {
    const entry = readQueueEntry(
      {
        seq: 8,
        owner: 3,
        input: { id: null, fields, colours: {}, draft, png },
        baseUpdatedAt: null,
        queuedAt: 'q',
        refused: { status: 404, message: 'Não encontrada' },
        sentId: 77,
      },
      9,
    );
    expect(entry.ok && entry.save.owner).toBe(3);
    expect(entry.ok && entry.save.sentId).toBe(77);
    expect(entry.ok && entry.save.refused).toEqual({ status: 404, message: 'Não encontrada' });
  });
});

describe('isWaiting', () => {
  const save = { seq: 1, owner: 7, input: { id: null, fields, colours: {}, draft, png }, baseUpdatedAt: null, queuedAt: '2026-06-02T10:00:00Z', refused: null };
  it('is true until the server took the save, refused ones included', () => {
    expect(isWaiting({ ...save, sentId: null } as never)).toBe(true);
    expect(isWaiting(save as never)).toBe(true);
    expect(isWaiting({ ...save, refused: { status: 422, message: 'x' } } as never)).toBe(true);
    expect(isWaiting({ ...save, sentId: 41 } as never)).toBe(false);
  });
});
