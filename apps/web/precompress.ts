// Build step: a brotli (.br) and a gzip (.gz) copy beside every text asset of the built app, at the
// highest levels (done once per build), so the server sends them as they are (preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images, fonts and media are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico|wasm)$/;

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Writes file.br and file.gz beside `file` (a copy no smaller than the file is left out: the server then sends the file itself). */
export function precompressFile(file: string): void {
  const raw = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
}

/** Writes file.br and file.gz beside every compressible file under dir; returns how many files got copies. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    precompressFile(file);
    count += 1;
  }
  return count;
}

/** Vite plugin: precompresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'prancheta-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const count = precompressDir(outDir);
      this.info(`brotli and gzip copies of ${count} files`);
    },
  };
}
