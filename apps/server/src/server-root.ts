import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the folder of the server's package.json and assets. This file is in src/ when it
 * runs from source and bundled into dist/ when it runs from the build (apps/server/build.mjs), both
 * one folder below apps/server, so the parent of its own folder is the server's root either way.
 * Paths to files outside the code (assets, package.json, the web app's build) start here.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
