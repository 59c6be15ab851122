import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { createPlayer, emptyScene } from '@prancheta/shared/scene/index.ts';

/** One part of a multipart body built by hand for inject(). */
export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** Encodes parts as multipart/form-data; returns the payload and its content-type header. */
export function multipart(parts: Part[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----prancheta${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('data' in p) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`));
      chunks.push(p.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1280x960 PNG. */
export function canvasPng(colour = '#2e7d32'): Promise<Buffer> {
  return sharp({ create: { width: 1280, height: 960, channels: 3, background: colour } }).png().toBuffer();
}

/** A real PNG of random noise, larger than 3 MB. */
export function noisePng(): Promise<Buffer> {
  const w = 1200;
  const h = 1000;
  return sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** A small real JPEG (a logo). */
export function logoJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#c62828' } }).jpeg().toBuffer();
}

/** A minimal webm: EBML header with DocType "webm", a Segment, then `payload` bytes. */
export function webm(payload: Buffer = Buffer.alloc(4000, 7)): Buffer {
  const el = (id: number[], data: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
  const header = Buffer.concat([
    el([0x42, 0x86], Buffer.from([1])),
    el([0x42, 0xf7], Buffer.from([1])),
    el([0x42, 0xf2], Buffer.from([4])),
    el([0x42, 0xf3], Buffer.from([8])),
    el([0x42, 0x82], Buffer.from('webm')),
    el([0x42, 0x87], Buffer.from([2])),
    el([0x42, 0x85], Buffer.from([2])),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), payload]);
}

/** A valid gzip draft: { sport_id, backgroundImage, scene }. */
export function draftGz(sportId = 1, objects = 1): Buffer {
  const scene = emptyScene(sportId, 'campos/futebol.png');
  // A drawing with `objects` players (a video needs at least one; seed 000 §5).
  scene.objects = Array.from({ length: objects }, (_, i) => ({ ...createPlayer('AZUL', 'jogadores/azul.png', 200 + i * 80, 300), id: `p${i + 1}` }));
  return gzipSync(Buffer.from(JSON.stringify({ sport_id: sportId, backgroundImage: 'campos/futebol.png', scene })));
}

/** A tiny uncompressed 24-bit BMP (2x2). */
export function bmp(): Buffer {
  const rowSize = 8; // 2 px * 3 bytes, padded to 4
  const pixels = Buffer.alloc(rowSize * 2, 0x80);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(0, 30);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/**
 * A real MP4 (ISO BMFF: ftyp, moov, mdat) muxed by mediabunny, as the web app's exporter writes
 * it: `frames` VP9 packets at 30 fps (the packet bytes are filler; the server never decodes).
 */
export async function mp4(frames = 30, packetBytes = 700): Promise<Buffer> {
  const { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output } = await import('mediabunny');
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const source = new EncodedVideoPacketSource('vp9');
  output.addVideoTrack(source, { frameRate: 30 });
  await output.start();
  for (let i = 0; i < frames; i++) {
    const data = new Uint8Array(packetBytes).map((_, j) => (i * 31 + j) % 256);
    const meta = i === 0 ? { decoderConfig: { codec: 'vp09.00.10.08', codedWidth: 320, codedHeight: 240 } } : undefined;
    await source.add(new EncodedPacket(data, i === 0 ? 'key' : 'delta', i / 30, 1 / 30), meta);
  }
  await output.finalize();
  return Buffer.from(target.buffer!);
}

/** The multipart body of a new video formation (fields, draft and a small webm), as the editor posts it. */
export function videoFormationUpload(): { payload: Buffer; headers: { 'content-type': string } } {
  const fields: Record<string, string> = { type: 'video', clube: 'Clube', professor: 'Ana', categoria: 'Sub-17', data: '2026-04-02', local: 'CT', descricao: 'Jogada' };
  return multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
    { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() },
  ]);
}
