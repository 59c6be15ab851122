import type { LiveServerMessage } from '@prancheta/shared';

/** Where live sockets connect: the same server, ws or wss as the page. */
export function liveSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/live/ws`;
}

/** Close codes after which reconnecting is pointless (see LIVE_CLOSE in the shared schema). */
const FINAL_CODES = new Set([4001, 4003, 4004, 4007]);

/** What a live connection reports. */
export interface LiveConnectionEvents {
  /** The hello was answered: the socket is in its room. */
  onJoined?: () => void;
  onMessage: (message: LiveServerMessage) => void;
  /** Connection lost; a new attempt follows after `delayMs`. */
  onRetry?: (delayMs: number) => void;
  /** The session ended or the key is refused: no more attempts. */
  onFinal: (reason: 'ended' | 'unavailable') => void;
}

/**
 * A live socket that says hello, and reconnects with exponential backoff (0.5 s doubling to 8 s,
 * with jitter) when the network drops, until the server says the session is over. The server keeps
 * the room, so a presenter back within a minute resumes the same session.
 */
export class LiveConnection {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: number | null = null;
  private ping: number | null = null;
  private stopped = false;
  private joined = false;

  constructor(
    private readonly hello: Record<string, unknown>,
    private readonly events: LiveConnectionEvents,
  ) {
    this.connect();
    window.addEventListener('online', this.onOnline);
  }

  /** True when the socket is open and in its room. */
  get ready(): boolean {
    return this.joined && this.ws?.readyState === WebSocket.OPEN;
  }

  /** Unsent bytes (the presenter skips a frame rather than queue behind a slow network). */
  get buffered(): number {
    return this.ws?.bufferedAmount ?? 0;
  }

  /** Sends a message when joined; answers false otherwise (the full state goes again on the next join). */
  send(message: Record<string, unknown>): boolean {
    if (!this.ready) return false;
    this.ws!.send(JSON.stringify(message));
    return true;
  }

  /** Closes for good. */
  close(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    if (this.timer !== null) window.clearTimeout(this.timer);
    if (this.ping !== null) window.clearInterval(this.ping);
    this.ws?.close(1000);
    this.ws = null;
  }

  private onOnline = () => {
    // Back online: try at once instead of waiting out the backoff.
    if (this.stopped || this.ws) return;
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  };

  private connect(): void {
    if (this.stopped) return;
    const ws = new WebSocket(liveSocketUrl());
    this.ws = ws;
    this.joined = false;
    ws.onopen = () => ws.send(JSON.stringify(this.hello));
    ws.onmessage = (event) => {
      let message: LiveServerMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveServerMessage;
      } catch {
        return;
      }
      if (message.t === 'hello') {
        this.joined = true;
        this.attempt = 0;
        this.events.onJoined?.();
        // Keeps idle connections through proxies that drop silent sockets.
        if (this.ping !== null) window.clearInterval(this.ping);
        this.ping = window.setInterval(() => this.send({ t: 'ping' }), 25_000);
      }
      this.events.onMessage(message);
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.joined = false;
      if (this.ping !== null) window.clearInterval(this.ping);
      this.ping = null;
      if (this.stopped) return;
      if (FINAL_CODES.has(event.code)) {
        this.stopped = true;
        this.events.onFinal(event.code === 4001 ? 'ended' : 'unavailable');
        return;
      }
      const base = Math.min(8000, 500 * 2 ** this.attempt++);
      const delay = Math.round(base * (0.75 + Math.random() * 0.5));
      this.events.onRetry?.(delay);
      this.timer = window.setTimeout(() => {
        this.timer = null;
        this.connect();
      }, delay);
    };
  }
}
