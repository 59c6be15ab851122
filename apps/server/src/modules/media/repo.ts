import type { Db } from '../../db/index.ts';

/** A coach as the admins' gif screens name them. */
export type GifOwnerRow = { id: number; name: string };

/** The admins' look-ups of a coach whose gifs they manage (admins only, checked by the routes). */
export const gifOwnersRepo = {
  async byId(db: Db, id: number): Promise<GifOwnerRow | null> {
    return (await db.selectFrom('users').select(['id', 'name']).where('id', '=', id).executeTakeFirst()) ?? null;
  },

  async byEmail(db: Db, email: string): Promise<GifOwnerRow | null> {
    return (await db.selectFrom('users').select(['id', 'name']).where('email', '=', email).executeTakeFirst()) ?? null;
  },
};
