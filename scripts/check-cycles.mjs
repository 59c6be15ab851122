// Import cycles are refused at two levels: between files (madge --circular) and between feature
// folders (apps/server/src/modules/<name>, apps/web/src/features/<name>), where a module may
// import another one but never in a loop. Run by `npm run check:cycles` and by `npm test`.
import madge from 'madge';

const roots = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const featureDirs = [/^apps\/server\/src\/modules\/([^/]+)\//, /^apps\/web\/src\/features\/([^/]+)\//];

const result = await madge(roots, {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.base.json',
  excludeRegExp: [/\.test\.tsx?$/],
});

const problems = [];
for (const cycle of result.circular()) problems.push(`files: ${cycle.join(' > ')}`);

/** The feature folder a file belongs to, e.g. 'apps/server/src/modules/trainings'. */
function featureOf(file) {
  for (const re of featureDirs) {
    const m = re.exec(file);
    if (m) return m[0].slice(0, -1);
  }
  return null;
}

const graph = new Map();
for (const [file, deps] of Object.entries(result.obj())) {
  const from = featureOf(file);
  if (!from) continue;
  for (const dep of deps) {
    const to = featureOf(dep);
    if (!to || to === from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from).add(to);
  }
}

// Depth-first search for a loop between feature folders.
const state = new Map();
function visit(node, trail) {
  state.set(node, 'open');
  for (const next of graph.get(node) ?? []) {
    if (state.get(next) === 'open') problems.push(`modules: ${[...trail.slice(trail.indexOf(next)), next].join(' > ')}`);
    else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(node, 'done');
}
for (const node of graph.keys()) if (!state.has(node)) visit(node, [node]);

if (problems.length > 0) {
  console.error(`Import cycles found (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`No import cycles (${Object.keys(result.obj()).length} files, ${graph.size} feature folders with cross-imports).`);
