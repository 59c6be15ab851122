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
