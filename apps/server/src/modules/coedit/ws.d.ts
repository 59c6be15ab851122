// The ws package (a dependency of @fastify/websocket) ships no types, and @types/ws is not
// installed: the little of its client that the Node co-editing client uses.
declare module 'ws' {
  export default class WebSocket {
    static readonly OPEN: number;
    constructor(url: string);
    binaryType: string;
    readonly readyState: number;
    send(data: Uint8Array): void;
    close(code?: number): void;
    terminate(): void;
    on(event: string, listener: (...args: never[]) => void): this;
  }
}
