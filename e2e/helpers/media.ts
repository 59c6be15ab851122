import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';

/** What a video file says about itself, read in Node by mediabunny (no ffmpeg). */
export interface VideoInfo {
  mime: string;
  codec: string | null;
  width: number;
  height: number;
  /** Seconds, from the packets' timestamps and durations. */
  duration: number;
  /** Video frames (packets) in the file. */
  frames: number;
}

/** Reads an MP4 or WebM from its bytes. */
export async function videoInfo(bytes: Buffer): Promise<VideoInfo> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('no video track');
  const stats = await track.computePacketStats();
  return { mime: await input.getMimeType(), codec: await track.getCodecParameterString(), width: track.displayWidth, height: track.displayHeight, duration: await input.computeDuration(), frames: stats.packetCount };
}

/** What a GIF holds: its size, its frames and their delays (hundredths of a second), parsed block by block. */
export interface GifInfo {
  width: number;
  height: number;
  frames: number;
  delays: number[];
  /** Sum of the delays, in seconds. */
  duration: number;
  /** Netscape loop count (0 = forever), null without the extension. */
  loops: number | null;
}

function skipSubBlocks(buf: Buffer, p: number): number {
  while (buf[p] !== 0) {
    if (p >= buf.length) throw new Error('GIF cut short');
    p += buf[p]! + 1;
  }
  return p + 1;
}

/** Parses a GIF89a: header, colour tables, extensions and image descriptors up to the trailer. */
export function gifInfo(buf: Buffer): GifInfo {
  const sig = buf.toString('latin1', 0, 6);
  if (sig !== 'GIF89a' && sig !== 'GIF87a') throw new Error(`not a GIF: ${sig}`);
  const width = buf.readUInt16LE(6);
  const height = buf.readUInt16LE(8);
  const packed = buf[10]!;
  let p = 13 + (packed & 0x80 ? 3 * (1 << ((packed & 7) + 1)) : 0);
  const delays: number[] = [];
  let delay = 0;
  let loops: number | null = null;
  for (;;) {
    if (p >= buf.length) throw new Error('GIF without trailer');
    const block = buf[p++]!;
    if (block === 0x3b) break;
    if (block === 0x21) {
      const label = buf[p++]!;
      if (label === 0xf9) delay = buf.readUInt16LE(p + 2);
      if (label === 0xff && buf.toString('latin1', p + 1, p + 12) === 'NETSCAPE2.0') loops = buf.readUInt16LE(p + 14);
      p = skipSubBlocks(buf, p);
    } else if (block === 0x2c) {
      const local = buf[p + 8]!;
      p += 9 + (local & 0x80 ? 3 * (1 << ((local & 7) + 1)) : 0);
      p += 1; // LZW minimum code size
      p = skipSubBlocks(buf, p);
      delays.push(delay);
      delay = 0;
    } else {
      throw new Error(`unknown GIF block 0x${block.toString(16)} at ${p - 1}`);
    }
  }
  return { width, height, frames: delays.length, delays, duration: delays.reduce((a, b) => a + b, 0) / 100, loops };
}
