import type { AppContext } from '../../context.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords } from '../../lifecycle/contract.ts';
import { mediaRoots, userFolder } from './roots.ts';

/**
 * A coach's own gifs (DATA_DIR/library/user-gifs/user_{id}): folder-backed, no rows. They go with
 * the account; the retention job keeps them (a personal library, not a training record).
 */
export const userGifsLifecycle: Lifecycle = {
  name: 'user-gifs',
  files: [],
  purgeOlderThan: async () => 0,
  async purgeUser(ctx: AppContext, userId: number) {
    const lib = mediaRoots(ctx.config).userGifs;
    const folder = userFolder(userId);
    if (!(await lib.isDir(folder))) return 0;
    let removed = 0;
    for (const item of await lib.list(folder)) {
      if (item.type === 'image' && (await lib.remove(item.path)) === 'ok') removed += 1;
    }
    await lib.remove(folder);
    return removed;
  },
  purgeClub: noClubRecords,
};
