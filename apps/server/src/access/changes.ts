import { EventEmitter } from 'node:events';

/**
 * Who-may-see-what changed (a member left or was removed from a club, an invitation was revoked):
 * what holds access open for a while (co-editing sockets) checks it again at once instead of
 * waiting for its next periodic check. In-process only; modules that keep such state across
 * instances forward it themselves (co-editing does through Redis).
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export const accessChanges = {
  /** Says that access may have shrunk (the detail is re-read from the database by each listener). */
  emit(): void {
    emitter.emit('changed');
  },
  /** Listens; returns the function that stops listening. */
  on(listener: () => void): () => void {
    emitter.on('changed', listener);
    return () => emitter.off('changed', listener);
  },
};

/** A record that went away, as features that hold it open (live sessions) name it. */
export interface RemovedRecord {
  kind: 'formation' | 'video';
  id: number;
}

type RemovalHandler = (app: object, record: RemovedRecord) => Promise<void>;
const removalHandlers = new Set<RemovalHandler>();

/**
 * A formation or video formation was deleted: features that show it outside its own module (a live
 * session presenting it) end what they hold, before the deletion answers. `app` is the app's
 * context, so a handler acts only for its own app (tests build several apps in one process).
 */
export const recordRemovals = {
  async emit(app: object, record: RemovedRecord): Promise<void> {
    for (const handler of [...removalHandlers]) await handler(app, record);
  },
  /** Registers a handler; returns the function that removes it. */
  on(handler: RemovalHandler): () => void {
    removalHandlers.add(handler);
    return () => removalHandlers.delete(handler);
  },
};
