import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

/** Where the connection stands, for the status badge. */
export type CoeditStatus = 'connecting' | 'online' | 'offline' | 'refused';

/** Close codes after which reconnecting is pointless (no access any more, or a bad client). */
const FINAL_CLOSE = new Set([4400, 4401, 4402, 4403]);

/**
 * The pause before reconnect attempt `attempt` (1, 2, ...): doubling from about a second up to
 * about 30 s, spread by ±25 % so the editors of an instance that went away do not all come back at
 * once. The same address is used again: behind a load balancer it reaches an instance still up.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 500 * 2 ** Math.min(Math.max(attempt, 1), 6));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * Keeps a Y document and its awareness in sync with the formation's room over a WebSocket (the
 * y-protocols sync and awareness messages). Reconnects with a growing pause while the device is
 * offline; on reconnect the sync steps exchange what each side missed, so offline edits merge.
 */
export class CoeditProvider {
  readonly awareness: awarenessProtocol.Awareness;
  status: CoeditStatus = 'connecting';
  private socket: WebSocket | null = null;
  private retry = 0;
  private timer: number | undefined;
  private stopped = false;
  private readonly listeners = new Set<(status: CoeditStatus) => void>();
  /** Resolves after the first complete sync with the server. */
  readonly synced: Promise<void>;
  private markSynced!: () => void;

  constructor(
    private readonly doc: Y.Doc,
    private readonly url: () => string | null,
  ) {
    this.awareness = new awarenessProtocol.Awareness(doc);
    this.synced = new Promise((resolve) => (this.markSynced = resolve));
    doc.on('update', this.onDocUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
    window.addEventListener('online', this.reconnectNow);
    window.addEventListener('offline', this.dropNow);
    this.connect();
  }

  onStatus(listener: (status: CoeditStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setStatus(status: CoeditStatus): void {
    this.status = status;
    for (const l of this.listeners) l(status);
  }

  private connect(): void {
    if (this.stopped) return;
    const url = this.url();
    if (!url) {
      this.setStatus('refused');
      return;
    }
    const socket = new WebSocket(url);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    this.setStatus('connecting');
    socket.onopen = () => {
      this.retry = 0;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, 0);
      syncProtocol.writeSyncStep1(encoder, this.doc);
      socket.send(encoding.toUint8Array(encoder));
      if (this.awareness.getLocalState() !== null) this.sendAwareness([this.doc.clientID]);
    };
    socket.onmessage = (event: MessageEvent<ArrayBuffer>) => this.receive(new Uint8Array(event.data));
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      // Everyone else's cursor is gone with the connection.
      awarenessProtocol.removeAwarenessStates(
        this.awareness,
        [...this.awareness.getStates().keys()].filter((id) => id !== this.doc.clientID),
        'server',
      );
      if (this.stopped) return;
      if (FINAL_CLOSE.has(event.code)) {
        this.setStatus('refused');
        return;
      }
      this.setStatus('offline');
      this.retry += 1;
      this.timer = window.setTimeout(() => this.connect(), reconnectDelay(this.retry));
    };
  }

  private readonly reconnectNow = () => {
    if (this.socket || this.stopped || this.status === 'refused') return;
    window.clearTimeout(this.timer);
    this.connect();
  };

  // The device says it went offline: stop now rather than when the socket times out; edits wait in
  // the document (and IndexedDB) until 'online'.
  private readonly dropNow = () => {
    this.socket?.close();
  };

  private receive(data: Uint8Array): void {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === 0) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, 0);
      const sub = syncProtocol.readSyncMessage(decoder, encoder, this.doc, this);
      if (encoding.length(encoder) > 1) this.socket?.send(encoding.toUint8Array(encoder));
      if (sub === syncProtocol.messageYjsSyncStep2) {
        this.setStatus('online');
        this.markSynced();
      }
    } else if (type === 1) {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), 'server');
    }
  }

  private readonly onDocUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === this || !this.socket || this.socket.readyState !== WebSocket.OPEN) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 0);
    syncProtocol.writeUpdate(encoder, update);
    this.socket.send(encoding.toUint8Array(encoder));
  };

  private readonly onAwarenessUpdate = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    if (origin === 'server') return;
    this.sendAwareness([...added, ...updated, ...removed]);
  };

  private sendAwareness(clients: number[]): void {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 1);
    encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, clients));
    this.socket.send(encoding.toUint8Array(encoder));
  }

  destroy(): void {
    this.stopped = true;
    window.clearTimeout(this.timer);
    window.removeEventListener('online', this.reconnectNow);
    window.removeEventListener('offline', this.dropNow);
    this.doc.off('update', this.onDocUpdate);
    awarenessProtocol.removeAwarenessStates(this.awareness, [this.doc.clientID], 'local');
    this.awareness.off('update', this.onAwarenessUpdate);
    this.awareness.destroy();
    this.socket?.close();
    this.socket = null;
  }
}
