import WebSocket from 'ws';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

/**
 * A co-editing client for Node (server tests and the live-coedit bench): a Y document and its
 * awareness kept in sync with a formation's room, speaking the same y-protocols messages as the
 * web app.
 */
export class NodeCoeditClient {
  readonly awareness: awarenessProtocol.Awareness;
  readonly socket: WebSocket;
  /** Resolves when the server's step 2 (everything the room holds) has been applied. */
  readonly synced: Promise<void>;
  /** Resolves with the close code once the socket is closed. */
  readonly closed: Promise<number>;
  /** Resolves when open; rejects with the HTTP status when the upgrade was refused. */
  readonly opened: Promise<void>;
  /** Called for every document update that came from the server. */
  onRemoteUpdate: ((update: Uint8Array) => void) | null = null;

  /**
   * `doc`: the document to keep in sync; passing the document of a client whose connection broke
   * reconnects it (the sync steps then exchange what each side missed, as the web app does).
   */
  constructor(
    url: string,
    readonly doc: Y.Doc = new Y.Doc(),
  ) {
    this.awareness = new awarenessProtocol.Awareness(doc);
    this.socket = new WebSocket(url);
    this.socket.binaryType = 'nodebuffer';
    let markSynced!: () => void;
    this.synced = new Promise((resolve) => (markSynced = resolve));
    this.closed = new Promise((resolve) => this.socket.on('close', (code: number) => resolve(code)));
    this.opened = new Promise((resolve, reject) => {
      this.socket.on('open', () => resolve());
      this.socket.on('unexpected-response', (_req: unknown, res: { statusCode: number }) => reject(new Error(`HTTP ${res.statusCode}`)));
      this.socket.on('error', (err: Error) => reject(err));
    });
    this.socket.on('open', () => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, 0);
      syncProtocol.writeSyncStep1(encoder, this.doc);
      this.socket.send(encoding.toUint8Array(encoder));
    });
    this.socket.on('message', (data: Buffer) => {
      const decoder = decoding.createDecoder(new Uint8Array(data));
      const type = decoding.readVarUint(decoder);
      if (type === 0) {
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, 0);
        const sub = syncProtocol.readSyncMessage(decoder, encoder, this.doc, this);
        if (encoding.length(encoder) > 1) this.socket.send(encoding.toUint8Array(encoder));
        if (sub === syncProtocol.messageYjsSyncStep2) markSynced();
      } else if (type === 1) {
        awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), 'server');
      }
    });
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === this) {
        this.onRemoteUpdate?.(update);
        return;
      }
      this.send(0, (e) => syncProtocol.writeUpdate(e, update));
    });
    this.awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      if (origin === 'server') return;
      const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...added, ...updated, ...removed]);
      this.send(1, (e) => encoding.writeVarUint8Array(e, update));
    });
  }

  private send(type: number, write: (e: encoding.Encoder) => void): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, type);
    write(encoder);
    this.socket.send(encoding.toUint8Array(encoder));
  }

  /** The names of the other people in the room (their awareness states). */
  peerNames(): string[] {
    return [...this.awareness.getStates().entries()].filter(([id]) => id !== this.doc.clientID).map(([, s]) => String((s.user as { name?: string } | undefined)?.name ?? ''));
  }

  close(): void {
    this.awareness.destroy();
    this.socket.close();
  }
}
