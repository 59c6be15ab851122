// Build step (run by prerender.ts): the sign-in pages' own script (src/signin/main.ts), built on its
// own, outside the app's bundle and its file splitting, so that it shares no file with the app: a
// first visit to a sign-in screen downloads and runs only it (the server's spa-shell.ts links it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { RollupOutput } from 'rollup';
import { precompressFile } from './precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds the sign-in script into dist/assets; returns its address (/assets/signin-page-<hash>.js). */
export async function buildSignInScript(): Promise<string> {
  const outDir = path.join(here, 'dist');
  const result = (await build({
    configFile: false,
    root: here,
    mode: 'production',
    // A production build whatever NODE_ENV the calling process has (prerender.ts starts Vite's
    // development server first, which sets it): the code that runs only in a built app stays in.
    define: { 'import.meta.env.PROD': 'true', 'import.meta.env.DEV': 'false' },
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      target: 'es2020',
      rollupOptions: {
        input: path.join(here, 'src/signin/main.ts'),
        output: { format: 'es', entryFileNames: 'assets/signin-page-[hash].js', chunkFileNames: 'assets/signin-page-[name]-[hash].js' },
      },
    },
  })) as RollupOutput | RollupOutput[];
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  for (const file of outputs) if (file.fileName.endsWith('.js')) precompressFile(path.join(outDir, file.fileName));
  const entry = outputs.find((file) => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error('the sign-in script was not built');
  return `/${entry.fileName}`;
}
