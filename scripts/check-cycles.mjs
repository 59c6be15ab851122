// Import cycles are refused at three levels, and one import direction is refused outright:
// - between files (madge --circular);
// - between server modules (apps/server/src/modules/<name>): a module may import another one, never in a loop;
// - between the top-level layers of the web app: apps/web/src/editor, api, app, components, i18n, and
//   each apps/web/src/features/<name> as its own node; a layer may import another one, never in a loop
//   (so api/ and i18n/ never import app/, features/ or editor/, and the editor never imports a feature);
// - a web feature never imports another feature: what two features share lives in components/, api/ or
//   editor/.
// Run by `npm run check:cycles` and by `npm test`.
import madge from 'madge';

const roots = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const folderDirs = [/^apps\/server\/src\/modules\/([^/]+)\//, /^apps\/web\/src\/features\/([^/]+)\//, /^apps\/web\/src\/(editor|api|app|components|i18n)\//];
const webFeature = /^apps\/web\/src\/features\/[^/]+$/;

const result = await madge(roots, {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.base.json',
  excludeRegExp: [/\.test\.tsx?$/],
});

const problems = [];
for (const cycle of result.circular()) problems.push(`files: ${cycle.join(' > ')}`);

/** The folder a file belongs to, e.g. 'apps/server/src/modules/trainings', 'apps/web/src/features/weeks' or 'apps/web/src/editor'. */
function folderOf(file) {
  for (const re of folderDirs) {
    const m = re.exec(file);
    if (m) return m[0].slice(0, -1);
  }
  return null;
}

const graph = new Map();
for (const [file, deps] of Object.entries(result.obj())) {
  const from = folderOf(file);
  if (!from) continue;
  for (const dep of deps) {
    const to = folderOf(dep);
    if (!to || to === from) continue;
    if (webFeature.test(from) && webFeature.test(to)) problems.push(`features: ${file} imports ${dep} (share it through components/, api/ or editor/)`);
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from).add(to);
  }
}

// Depth-first search for a loop between folders.
const state = new Map();
function visit(node, trail) {
  state.set(node, 'open');
  for (const next of graph.get(node) ?? []) {
    if (state.get(next) === 'open') problems.push(`folders: ${[...trail.slice(trail.indexOf(next)), next].join(' > ')}`);
    else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(node, 'done');
}
for (const node of graph.keys()) if (!state.has(node)) visit(node, [node]);

if (problems.length > 0) {
  console.error(`Import cycles found (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`No import cycles (${Object.keys(result.obj()).length} files, ${graph.size} folders with cross-imports).`);
