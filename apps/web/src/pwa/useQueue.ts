import { useEffect, useState } from 'react';
import { onQueueChange, readQueue } from './offlineStore.ts';
import type { QueuedSave, UnreadableSave } from './offlineStore.ts';

export interface Queue {
  saves: QueuedSave[];
  unreadable: UnreadableSave[];
  /** False until the queue was read once (IndexedDB answers after the first render). */
  loaded: boolean;
}
const EMPTY: Queue = { saves: [], unreadable: [], loaded: false };

/** The signed-in account's queue (saves to send, unreadable records), refreshed whenever it changes. */
export function useQueue(): Queue {
  const [queue, setQueue] = useState<Queue>(EMPTY);
  useEffect(() => {
    let live = true;
    // Only the latest read is applied: reads started one after another may finish out of order.
    let latest = 0;
    const load = () => {
      const mine = ++latest;
      void readQueue().then(
        (q) => live && mine === latest && setQueue({ ...q, loaded: true }),
        () => undefined,
      );
    };
    load();
    const off = onQueueChange(load);
    return () => {
      live = false;
      off();
    };
  }, []);
  return queue;
}
