import { LIMITS } from '@prancheta/shared';
import { PLAY_FILE_MAX_BYTES, PLAY_FILE_MIME } from '@prancheta/shared/playfile/index.ts';
import { IMAGE_INVALID, uploadedImageProblem } from './image-pixels.ts';
import type { FileProblem, FileRule, UploadedFile } from './multipart.ts';

/** Largest accepted canvas PNG (a 1280x960 drawing with a photo background stays well below). */
export const CANVAS_PNG_MAX_BYTES = 10 * 1024 * 1024;
/** Largest accepted compressed draft. */
export const DRAFT_MAX_BYTES = 5 * 1024 * 1024;

const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * The content check of every uploaded image or gif: its declared size within LIMITS.image (sides,
 * frames, pixels over all frames) and every frame decoded once, so neither a tiny file declaring
 * a huge picture nor one that only starts like an image is accepted.
 */
export function boundedImage(file: UploadedFile): Promise<FileProblem | null> {
  return uploadedImageProblem(file.tmpPath);
}

/** The canvas PNG: a bounded image like any other, an unreadable one named as the drawing. */
async function decodablePng(file: UploadedFile): Promise<FileProblem | null> {
  const problem = await uploadedImageProblem(file.tmpPath);
  return problem?.key === IMAGE_INVALID ? 'formations.img-invalid' : problem;
}

/** Most top-level boxes walked in an MP4 (a muxed clip has ftyp, moov, mdat and maybe free). */
const MP4_MAX_BOXES = 64;

/**
 * An MP4 must be a well-formed ISO BMFF file: an `ftyp` box first, then top-level boxes whose sizes
 * chain exactly to the end of the file, one of them the `moov` index a player needs. Only the
 * 8-16 byte box headers are read.
 */
async function mp4Boxes(file: UploadedFile): Promise<string | null> {
  const { open } = await import('node:fs/promises');
  const handle = await open(file.tmpPath, 'r');
  try {
    const head = Buffer.alloc(16);
    let offset = 0;
    let moov = false;
    for (let i = 0; i < MP4_MAX_BOXES && offset < file.size; i++) {
      const { bytesRead } = await handle.read(head, 0, 16, offset);
      if (bytesRead < 8) return 'formations.video-invalid';
      let size = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      if (!/^[\x20-\x7e]{4}$/.test(type)) return 'formations.video-invalid';
      if (i === 0 && type !== 'ftyp') return 'formations.video-invalid';
      if (size === 1) {
        if (bytesRead < 16) return 'formations.video-invalid';
        size = Number(head.readBigUInt64BE(8));
      } else if (size === 0) {
        size = file.size - offset;
      }
      if (size < 8 || offset + size > file.size) return 'formations.video-invalid';
      if (type === 'moov') moov = true;
      offset += size;
    }
    return offset === file.size && moov ? null : 'formations.video-invalid';
  } finally {
    await handle.close();
  }
}

async function webmHeader(file: UploadedFile): Promise<string | null> {
  const { open } = await import('node:fs/promises');
  const handle = await open(file.tmpPath, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, 64, 0);
    // EBML magic, and the DocType "webm" inside the EBML header (file-type already checked it too).
    if (bytesRead < 8 || !head.subarray(0, 4).equals(WEBM_MAGIC)) return 'formations.video-invalid';
    if (!head.subarray(0, bytesRead).includes(Buffer.from('webm'))) return 'formations.video-invalid';
    return null;
  } finally {
    await handle.close();
  }
}

/** The PNG of the canvas (`img`). */
export const canvasPngRule: FileRule = { maxBytes: CANVAS_PNG_MAX_BYTES, types: ['image/png'], badTypeKey: 'formations.img-invalid', check: decodablePng };

/** Content check of a video by its detected type: webm (EBML, DocType webm) or MP4 (ISO BMFF boxes). */
function videoContent(file: UploadedFile): Promise<string | null> {
  return file.mime === 'video/mp4' ? mp4Boxes(file) : webmHeader(file);
}

/** The video (`file_input`): webm (recorded or exported) or MP4 (exported with H.264), decided by content. */
export const videoRule: FileRule = { maxBytes: LIMITS.video.maxBytes, types: ['video/webm', 'video/mp4'], tooBigKey: 'formations.video-too-large', badTypeKey: 'formations.video-invalid', check: videoContent };

/** A logo or personal image: png, jpeg or bmp up to 3 MB (seed: 'Maximo permitido 3mb'). */
export const smallImageRule: FileRule = {
  maxBytes: LIMITS.upload.imageMaxBytes,
  types: LIMITS.upload.imageTypes,
  tooBigKey: 'upload.max-3mb',
  badTypeKey: 'upload.type-not-allowed',
  check: boundedImage,
};

/** The gzip-compressed draft (`editable`); its content is validated after upload by readDraft. */
export const draftRule: FileRule = { maxBytes: DRAFT_MAX_BYTES, types: ['application/gzip'], tooBigKey: 'formations.draft-too-large', badTypeKey: 'formations.draft-invalid' };

/** The first bytes of a file. */
async function firstBytes(tmpPath: string, n: number): Promise<Buffer> {
  const { open } = await import('node:fs/promises');
  const handle = await open(tmpPath, 'r');
  try {
    const head = Buffer.alloc(n);
    const { bytesRead } = await handle.read(head, 0, n, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A JSON object document: UTF-8 text (an optional BOM, whitespace) starting with `{`. */
async function jsonObjectText(tmpPath: string): Promise<{ mime: string; ext: string } | null> {
  const head = (await firstBytes(tmpPath, 64)).toString('utf8').replace(/^\uFEFF/, '');
  return /^\s*\{/.test(head) ? { mime: PLAY_FILE_MIME, ext: 'json' } : null;
}

/**
 * A play file (`.prancheta`, a JSON document up to 8 MB); its content is validated by the shared
 * schema after upload. An empty file is a file that is not a play, not a missing one.
 */
export const playFileRule: FileRule = {
  maxBytes: PLAY_FILE_MAX_BYTES,
  types: [PLAY_FILE_MIME],
  tooBigKey: 'playfile.too-large',
  badTypeKey: 'playfile.not-play',
  emptyKey: 'playfile.not-play',
  sniff: jsonObjectText,
};
