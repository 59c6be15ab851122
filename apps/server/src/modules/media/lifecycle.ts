import fsp from 'node:fs/promises';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords } from '../../lifecycle/contract.ts';
import { mediaRoots, userFolder } from './roots.ts';

/**
 * A coach's own gifs (library/user-gifs/user_{id}): kept while the account lives (no retention
 * age, like personal editor images) and removed, folder and all, with the account.
 */
export const userGifsLifecycle: Lifecycle = {
  name: 'user-gifs',
  files: [],
  purgeOlderThan: async () => 0,
  async purgeUser(ctx, userId) {
    const library = mediaRoots(ctx.config).userGifs;
    const folder = library.resolve(userFolder(userId));
    if (!folder || !(await library.isDir(userFolder(userId)))) return 0;
    const count = await library.count(userFolder(userId));
    await fsp.rm(folder, { recursive: true, force: true });
    return count;
  },
  purgeClub: noClubRecords,
};
