import { describe, expect, it } from 'vitest';
import { languageCookie, translate } from './i18n.ts';

describe('translate', () => {
  it('picks the plural form by count in each language, as i18next does in the app', () => {
    expect(translate('pt-br', 'teams.max-users', { count: 1 })).toBe('O clube já tem o máximo de 1 membro');
    expect(translate('pt-br', 'teams.max-users', { count: 3 })).toBe('O clube já tem o máximo de 3 membros');
    expect(translate('es-es', 'teams.max-categories', { count: 1 })).toBe('El club ya tiene el máximo de 1 categoría');
    expect(translate('en-us', 'teams.max-categories', { count: 2 })).toBe('The club already has the maximum of 2 categories');
  });

  it('keeps plain keys as they are, with or without a count', () => {
    expect(translate('en-us', 'teams.file-too-large', { max: 20 })).toBe('File too large (maximum 20 MB)');
    expect(translate('en-us', 'videos.need-object', { count: 0 })).toBe('Add at least one object');
    expect(translate('en-us', 'no.such-key')).toBe('no.such-key');
  });
});

describe('languageCookie', () => {
  it('reads the lang cookie among others, and nothing from a cookie whose name only ends in lang', () => {
    expect(languageCookie('signed=1; lang=en-us; theme=dark')).toBe('en-us');
    expect(languageCookie('lang=es-es')).toBe('es-es');
    expect(languageCookie('xlang=en-us; signed=1')).toBeUndefined();
    expect(languageCookie('lang=<script>')).toBeUndefined();
    expect(languageCookie('')).toBeUndefined();
    expect(languageCookie(undefined)).toBeUndefined();
  });
});
