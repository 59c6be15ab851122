import { describe, expect, it, vi } from 'vitest';

// api/client.ts starts the browser's i18n at import time; the mapping only needs its error class.
vi.mock('../../../api/client.ts', () => ({
  ApiError: class ApiError extends Error {
    constructor(
      public readonly status: number,
      message: string,
    ) {
      super(message);
    }
  },
}));

import { ApiError } from '../../../api/client.ts';
import { parseEditorRoute } from '../../../editor/source/editorRoute.ts';
import { EditorLoadError } from '../../../editor/source/loadError.ts';
import { loadFailure } from './loadFailure.ts';

const q = (s: string) => new URLSearchParams(s);

describe('editor routes', () => {
  it('tells formations from training exercises, new from saved', () => {
    expect(parseEditorRoute('/marcar', undefined, q('esporte=2&camp=1'))).toEqual({ kind: 'formation', id: null, sportId: '2', camp: '1' });
    expect(parseEditorRoute('/marcar/15', '15', q('esporte=2&camp=0'))).toEqual({ kind: 'exercise', id: null, treinoId: '15', sportId: '2', camp: '0' });
    expect(parseEditorRoute('/edit/9', '9', q('type=exercice'))).toEqual({ kind: 'exercise', id: '9', treinoId: null, sportId: null, camp: null });
    expect(parseEditorRoute('/edit/9', '9', q('type=formaction'))).toMatchObject({ kind: 'formation', id: '9' });
    expect(parseEditorRoute('/edit/9', '9', q(''))).toMatchObject({ kind: 'formation', id: '9' });
  });
});

describe('editor load failures (seed 000 §8)', () => {
  const exercise = parseEditorRoute('/edit/9', '9', q('type=exercice'));
  const newExercise = parseEditorRoute('/marcar/15', '15', q('esporte=1'));
  const formation = parseEditorRoute('/edit/3', '3', q(''));

  it('leaves 401 and 402 to the error catalogue', () => {
    const err = new ApiError(402, 'pay');
    expect(loadFailure(exercise, new EditorLoadError('exercise', err))).toEqual({ kind: 'api', error: err });
  });

  it('an unknown exercise says so and goes to /treinos; an unknown formation to /formacoes', () => {
    expect(loadFailure(exercise, new EditorLoadError('exercise', new ApiError(404, 'x')))).toEqual({ kind: 'leave', message: { key: 'exercices.not-found' }, to: '/treinos' });
    expect(loadFailure(formation, new EditorLoadError('formation', new ApiError(404, 'x')))).toEqual({ kind: 'leave', message: { key: 'formations.not-found' }, to: '/formacoes' });
  });

  it("an unknown training shows 'Ocorreu um erro {message}' and goes to /treinos", () => {
    expect(loadFailure(newExercise, new EditorLoadError('training', new ApiError(404, 'Treino não encontrado')))).toEqual({
      kind: 'leave',
      message: { key: 'treinos.load-error', params: { message: 'Treino não encontrado' } },
      to: '/treinos',
    });
  });

  it('an unreadable draft and an unknown sport', () => {
    expect(loadFailure(exercise, new EditorLoadError('draft', new Error('bad gzip')))).toMatchObject({ message: { key: 'formations.draft-invalid' }, to: '/treinos' });
    const newFormation = parseEditorRoute('/marcar', undefined, q('esporte=99'));
    expect(loadFailure(newFormation, new EditorLoadError('sport', new ApiError(404, 'x')))).toMatchObject({ message: { key: 'sports.not-found' }, to: '/' });
    // A saved formation whose drawing has no usable sport goes back to the list, saying why.
    expect(loadFailure(formation, new EditorLoadError('sport', new Error('no sport')))).toMatchObject({ message: { key: 'formations.sport-required' }, to: '/formacoes' });
    expect(loadFailure(exercise, new EditorLoadError('sport', new Error('no sport')))).toMatchObject({ message: { key: 'sports.not-found' }, to: '/treinos' });
  });
});
