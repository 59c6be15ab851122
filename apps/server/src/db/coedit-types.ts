import type { Generated } from 'kysely';

/** Columns every table has (as in types.ts). */
interface Base {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/**
 * An invitation to draw a formation together (migration 0042): the owner invites a member of one of
 * their clubs. It grants access only while both still share a club.
 */
export interface FormationCoeditorsTable extends Base {
  formation_id: number;
  /** The owner of the formation, who invited. */
  owner_id: number;
  /** The invited club member. */
  user_id: number;
}

/** The Yjs state of a formation drawn together (migration 0042): one row per formation. */
export interface FormationYdocsTable extends Base {
  formation_id: number;
  /** Y.encodeStateAsUpdate of the room's document, base64 (one text column on both dialects). */
  state: string;
}
