import { ApiError } from '../../../api/client.ts';
import type { EditorRoute } from '../../../editor/source/editorRoute.ts';
import { EditorLoadError } from '../../../editor/source/loadError.ts';

/** What the page does when the editor cannot open: an API redirect (401/402), or a message and a way out. */
export type LoadFailure = { kind: 'api'; error: ApiError } | { kind: 'leave'; message: { key: string; params?: Record<string, string> }; to: string };

/**
 * Maps a loading failure to seed 000 §8: 401/402 go through the error catalogue; an unknown formation
 * or exercise says so and goes back to its list; an unknown training says 'Ocorreu um erro {message}'
 * and goes to /treinos; an unreadable draft says so; an unknown sport says 'sports.not-found' and goes to /
 * (a saved formation without a usable sport says that it needs one and goes back to its list).
 */
export function loadFailure(route: EditorRoute, error: unknown): LoadFailure {
  const tagged = error instanceof EditorLoadError ? error : null;
  const cause = tagged ? tagged.cause : error;
  if (cause instanceof ApiError && (cause.status === 401 || cause.status === 402)) return { kind: 'api', error: cause };
  const list = route.kind === 'exercise' ? '/treinos' : '/formacoes';
  switch (tagged?.step) {
    case 'formation':
      return { kind: 'leave', message: cause instanceof ApiError && cause.status === 404 ? { key: 'formations.not-found' } : { key: 'treinos.load-error', params: { message: tagged.message } }, to: list };
    case 'exercise':
      return { kind: 'leave', message: cause instanceof ApiError && cause.status === 404 ? { key: 'exercices.not-found' } : { key: 'treinos.load-error', params: { message: tagged.message } }, to: list };
    case 'training':
      return { kind: 'leave', message: { key: 'treinos.load-error', params: { message: tagged.message } }, to: '/treinos' };
    case 'draft':
      return { kind: 'leave', message: { key: 'formations.draft-invalid' }, to: list };
    case 'sport':
      // A saved drawing without a sport it can be opened on: back to its list, where it can be deleted.
      if (route.id !== null) return { kind: 'leave', message: { key: route.kind === 'formation' ? 'formations.sport-required' : 'sports.not-found' }, to: list };
      return { kind: 'leave', message: { key: 'sports.not-found' }, to: '/' };
    default:
      return { kind: 'leave', message: { key: 'sports.not-found' }, to: '/' };
  }
}
