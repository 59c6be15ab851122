import { exerciseFields, trainingFields } from '@prancheta/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import ptBr from '../../../../../packages/shared/src/i18n/pt-br.json' with { type: 'json' };
import esEs from '../../../../../packages/shared/src/i18n/es-es.json' with { type: 'json' };
import { zodResolver } from './zodResolver.ts';
import type { Translate } from './zodResolver.ts';

const i18n = i18next.createInstance();
const translate: Translate = (key, params) => (i18n.exists(key) ? i18n.t(key, params) : null);

beforeAll(async () => {
  await i18n.init({ lng: 'pt-br', lowerCaseLng: true, fallbackLng: 'pt-br', resources: { 'pt-br': { translation: ptBr }, 'es-es': { translation: esEs } }, interpolation: { escapeValue: false } });
});

const exercise = { titulo: 'Rondo', duracao: '15 min', blocos_de_duracao: '3x5', dimensao: '40x30', relacao_numerica: '6x4', descricao: 'Saída de bola', h_duracao: '', h_blocos: '', h_dimensao: '', h_relacao: '' };

describe('zodResolver', () => {
  it('accepts valid values with no errors', () => {
    expect(zodResolver(exerciseFields, translate)(exercise)).toEqual({});
  });

  it('gives each refused field the shared translated message, with the limit filled in', async () => {
    const errors = zodResolver(exerciseFields, translate)({ ...exercise, titulo: '  ', descricao: 'x'.repeat(801), h_duracao: 'r'.repeat(21) });
    expect(errors).toEqual({ titulo: 'Campo obrigatório', descricao: 'Máximo de 800 caracteres', h_duracao: 'Máximo de 20 caracteres' });
    await i18n.changeLanguage('es-es');
    expect(zodResolver(exerciseFields, translate)({ ...exercise, titulo: '' }).titulo).toBe(i18n.t('validation.required'));
    expect(i18n.t('validation.required')).not.toBe('Campo obrigatório');
    await i18n.changeLanguage('pt-br');
  });

  it('applies cross-field rules of the shared schema (club, teacher and category unless in a club category)', () => {
    const training = { clube: '', professor: '', categoria: 'Sub-15', metodologia: 'Jogos', data: '2026-05-20', objetivos: '', esporte_id: '', colours: ['#000000', '#ffffff'] };
    expect(zodResolver(trainingFields, translate)(training)).toEqual({ esporte_id: 'Campo obrigatório', clube: 'Campo obrigatório', professor: 'Campo obrigatório' });
    expect(zodResolver(trainingFields, translate)({ ...training, clube: 'EC', professor: 'Ana', esporte_id: '1' })).toEqual({});
  });

  it('keys nested fields by their form path and keeps only the first issue of a field', () => {
    const schema = z.object({ colours: z.tuple([z.string().regex(/^#[0-9a-f]{6}$/, 'validation.colour'), z.string()]), name: z.string().min(3, 'validation.min').max(1, 'validation.max') });
    expect(zodResolver(schema, translate)({ colours: ['red', '#fff'], name: 'ab' })).toEqual({ 'colours.0': 'Cor inválida', name: 'Mínimo de 3' });
  });

  it('shows a message that is not an i18n key as it is', () => {
    const schema = z.object({ code: z.string().length(3, 'Exactly three letters') });
    expect(zodResolver(schema, translate)({ code: 'ab' })).toEqual({ code: 'Exactly three letters' });
  });
});
