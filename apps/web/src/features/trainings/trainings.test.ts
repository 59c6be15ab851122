import { describe, expect, it } from 'vitest';
import { trainingPrintUrl } from './printUrl.ts';
import { fieldPickerBack, fieldPickerTarget, readFieldPickerQuery } from '../board/fieldRoutes.ts';
import { cut } from './cut.ts';

describe('trainings web helpers', () => {
  it('cuts previews with an ellipsis only past the limit', () => {
    expect(cut('a'.repeat(50), 50)).toBe('a'.repeat(50));
    expect(cut('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}…`);
  });

  it('builds the print/ex address with the short language, the ids and the print token', () => {
    expect(trainingPrintUrl(7, [3, 4], 'tok/en', 'es-es', true)).toBe('/api/print/ex?treino=7&exs[]=3&exs[]=4&lang=es&postwork=1&token=tok%2Fen');
    expect(trainingPrintUrl(7, [3], 'x', '', false)).toBe('/api/print/ex?treino=7&exs[]=3&lang=pt&token=x');
  });

  it('sends "add exercise" through the field picker to the editor of the training and back', () => {
    const q = readFieldPickerQuery(new URLSearchParams('esporte=2&treino=15'));
    expect(fieldPickerTarget(q, 1)).toBe('/marcar/15?esporte=2&camp=1');
    expect(fieldPickerBack(q)).toBe('/treino/15');
    expect(readFieldPickerQuery(new URLSearchParams('esporte=2&treino=x')).treino).toBeUndefined();
  });
});
