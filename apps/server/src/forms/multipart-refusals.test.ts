import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helper.ts';
import { createTestApp, createUser, storedFiles } from '../test/helper.ts';

/** One HTTP/1.1 answer read off a raw socket: status line, headers and the JSON body. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A keep-alive connection that sends raw requests and reads their answers one by one. */
class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  closed = false;

  constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  send(data: string | Buffer): void {
    this.socket.write(data);
  }

  /** Reads the next answer (Content-Length framed); fails when the connection closes first. */
  async answer(): Promise<RawAnswer> {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of head.slice(1)) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
        const length = Number(headers['content-length'] ?? 0);
        if (this.buffer.length >= end + 4 + length) {
          const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
          this.buffer = this.buffer.subarray(end + 4 + length);
          return { status: Number(head[0]!.split(' ')[1]), headers, body };
        }
      }
      if (this.closed) throw new Error('connection closed before an answer');
      await new Promise<void>((resolve) => (this.waiting = resolve));
      this.waiting = null;
    }
  }

  close(): void {
    this.socket.destroy();
  }
}

const BOUNDARY = 'testboundary42';

function multipartRequest(token: string, body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`): string {
  return [
    'POST /api/treinos HTTP/1.1',
    'Host: localhost',
    'Connection: keep-alive',
    `Authorization: Bearer ${token}`,
    'X-Lang: en-us',
    `Content-Type: ${contentType}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

function fieldsBody(count: number): string {
  let body = '';
  for (let i = 0; i < count; i += 1) body += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nvalue ${i}\r\n`;
  return `${body}--${BOUNDARY}--\r\n`;
}

function listRequest(token: string): string {
  return ['GET /api/treinos HTTP/1.1', 'Host: localhost', 'Connection: keep-alive', `Authorization: Bearer ${token}`, '', ''].join('\r\n');
}

// The error handler logs (with a stack) only 5xx answers: a 400/413 here is never logged as a fault.
describe('refused multipart bodies on a keep-alive connection', () => {
  let t: TestApp;
  let port: number;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t, { active: true })).token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  const cases: { name: string; request: () => string; status: number }[] = [
    { name: 'too many fields (413)', request: () => multipartRequest(token, fieldsBody(260)), status: 413 },
    { name: 'no boundary (400)', request: () => multipartRequest(token, fieldsBody(2), 'multipart/form-data'), status: 400 },
    { name: 'a body cut short (400)', request: () => multipartRequest(token, fieldsBody(3).slice(0, -40)), status: 400 },
  ];

  for (const c of cases) {
    it(`answers ${c.name} and the same connection answers the next request`, async () => {
      const rows = await t.db.selectFrom('treinos').select('id').execute();
      const files = (await storedFiles(t));
      const conn = await RawConnection.open(port);
      try {
        conn.send(c.request());
        const refused = await conn.answer();
        expect(refused.status, refused.body).toBe(c.status);
        expect(JSON.parse(refused.body).message).toEqual(expect.any(String));
        expect(refused.body).not.toMatch(/at .*\.ts:\d+/);
        conn.send(listRequest(token));
        const next = await conn.answer();
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toHaveProperty('treinos');
      } finally {
        conn.close();
      }
      expect(await t.db.selectFrom('treinos').select('id').execute()).toEqual(rows);
      expect(await storedFiles(t)).toEqual(files);
    });
  }
});
