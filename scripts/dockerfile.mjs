// Reads the instructions of a Dockerfile that the runtime-stage test performs: per stage its COPY
// lines, RUN commands, ENV, USER, VOLUME, CMD and HEALTHCHECK (exec forms only).

/** Joins backslash-continued lines and drops comments and blank lines. */
function instructions(text) {
  const lines = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!current && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    lines.push(current + line);
    current = '';
  }
  return lines;
}

function execForm(value, what) {
  const parsed = JSON.parse(value);
  if (!Array.isArray(parsed)) throw new Error(`${what} must be in exec form (a JSON array)`);
  return parsed;
}

/** Stages by name: { copies: [{ from, sources, destination }], runs, env, user, volumes, cmd, healthcheck }. */
export function parseDockerfile(text) {
  const stages = new Map();
  let stage;
  for (const line of instructions(text)) {
    const [keyword, ...rest] = line.split(/\s+/);
    const value = line.slice(keyword.length).trim();
    switch (keyword.toUpperCase()) {
      case 'FROM': {
        const name = value.match(/\s+AS\s+(\S+)$/i)?.[1] ?? String(stages.size);
        // A stage built FROM an earlier stage starts with everything that stage did.
        const parent = stages.get(value.split(/\s+/)[0]);
        stage = parent
          ? { ...parent, copies: [...parent.copies], runs: [...parent.runs], env: { ...parent.env }, volumes: [...parent.volumes] }
          : { copies: [], runs: [], env: {}, user: undefined, volumes: [], cmd: undefined, healthcheck: undefined };
        stages.set(name, stage);
        break;
      }
      case 'COPY': {
        const flags = rest.filter((part) => part.startsWith('--'));
        const paths = rest.filter((part) => !part.startsWith('--'));
        const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
        stage.copies.push({ from, sources: paths.slice(0, -1), destination: paths.at(-1) });
        break;
      }
      case 'RUN':
        stage.runs.push(value);
        break;
      case 'ENV':
        for (const pair of rest) {
          const at = pair.indexOf('=');
          if (at < 1) throw new Error(`ENV must use KEY=value pairs: ${line}`);
          stage.env[pair.slice(0, at)] = pair.slice(at + 1);
        }
        break;
      case 'USER':
        stage.user = value;
        break;
      case 'VOLUME':
        stage.volumes.push(...execForm(value, 'VOLUME'));
        break;
      case 'CMD':
        stage.cmd = execForm(value, 'CMD');
        break;
      case 'HEALTHCHECK': {
        const at = value.indexOf('CMD ');
        stage.healthcheck = execForm(value.slice(at + 'CMD '.length), 'HEALTHCHECK');
        break;
      }
      default:
        break;
    }
  }
  return stages;
}
