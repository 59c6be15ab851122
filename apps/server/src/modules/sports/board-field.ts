import { sportById } from './catalogue.ts';

/**
 * The address of the field picture the board at `/board?esporte=<id>&camp=<n>` shows, as the web app
 * asks for it (its api/sports.ts elementUrl): the sport's n-th field, its first when there is no
 * n-th (as the board falls back); nothing for a board over a formation (`formation=`, the coach's
 * own picture) or a sport the catalogue does not have. The catalogue's artwork is public (the
 * elements route serves it without a session), so the address tells no visitor anything private.
 */
export function boardFieldAddress(query: URLSearchParams): string | undefined {
  if (query.has('formation')) return undefined;
  const id = query.get('esporte') ?? '';
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const fields = sportById(Number(id))?.files.campos ?? [];
  const camp = Math.max(0, Number.parseInt(query.get('camp') ?? '0', 10) || 0);
  const field = fields[camp] ?? fields[0];
  return field === undefined ? undefined : `/api/elements?path=${encodeURIComponent(field)}`;
}
