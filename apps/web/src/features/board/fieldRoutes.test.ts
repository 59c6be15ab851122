import { describe, expect, it } from 'vitest';
import { fieldPickerBack, fieldPickerTarget, readFieldPickerQuery } from './fieldRoutes.ts';

const q = (s: string) => readFieldPickerQuery(new URLSearchParams(s));

describe('field picker routes', () => {
  it('goes back to the board sport picker, the videos or the formations', () => {
    expect(fieldPickerBack(q('esporte=1&board=1'))).toBe('/select-board');
    expect(fieldPickerBack(q('esporte=1&video=true'))).toBe('/videos');
    expect(fieldPickerBack(q('esporte=1'))).toBe('/formacoes');
    expect(fieldPickerBack(q('esporte=1&board=0&video=false'))).toBe('/formacoes');
  });

  it('sends the chosen field to the board or the editor', () => {
    expect(fieldPickerTarget(q('esporte=3&board=1'), 2)).toBe('/board?esporte=3&camp=2&board=1');
    expect(fieldPickerTarget(q('esporte=3&video=true'), 0)).toBe('/marcar?esporte=3&camp=0&video=true');
    expect(fieldPickerTarget(q('esporte=3'), 1)).toBe('/marcar?esporte=3&camp=1');
  });
});
