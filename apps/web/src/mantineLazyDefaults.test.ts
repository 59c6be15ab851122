import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyDefaults } from '../mantineLazyDefaults.ts';

// The module as installed (the workspace's packages are hoisted to the root's node_modules).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const file = path.join(root, 'node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs');

describe("Mantine's default CSS variables (build step)", () => {
  it('computes the table on the first call, not at import, and nothing else of the module changes', () => {
    const source = fs.readFileSync(file, 'utf8');
    const lazy = lazyDefaults(source);
    expect(lazy).not.toMatch(/^const defaultCssVariables = /m);
    expect(lazy).not.toMatch(/\bdefaultCssVariables\./);
    expect(lazy.match(/defaults\(\)\./g)).toHaveLength(source.match(/\bdefaultCssVariables\./g)!.length);
    expect(lazy).toContain('export { removeDefaultVariables };');
  });

  it('refuses a module it does not know instead of building it unchanged', () => {
    expect(() => lazyDefaults('export const x = 1;')).toThrow(/changed/);
  });
});
