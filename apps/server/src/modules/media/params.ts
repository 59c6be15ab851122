import { badRequest } from '../../http/errors.ts';

/**
 * The values of a list query parameter in any of the seed's spellings: `names[]=a&names[]=b`,
 * `paths[0]=a&paths[1]=b`, `images[n]=a`, or repeated `name=a`.
 */
export function listParam(query: Record<string, unknown>, name: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`^${name}(\\[\\d*\\])?$`);
  for (const [key, value] of Object.entries(query)) {
    if (!re.test(key)) continue;
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string' && v !== '') out.push(v);
  }
  return out;
}

/** A folder path as received: '/'-separated, no '..' or '.' segment, no NUL, else 400. */
export function cleanPath(raw: string): string {
  const p = raw.replace(/\\/g, '/').replace(/^\/+|\/+$/g, '');
  if (p.includes('\0') || p.split('/').some((s) => s === '..' || s === '.')) throw badRequest();
  return p;
}
