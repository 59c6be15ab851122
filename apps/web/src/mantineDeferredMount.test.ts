import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deferredPopoverReference, deferredPortalMount } from '../mantineDeferredMount.ts';

// The modules as installed (the workspace's packages are hoisted to the root's node_modules).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, 'node_modules/@mantine/core/esm/components', file), 'utf8');

describe("Mantine's popover and portal mount state (build step)", () => {
  it("sets the popover target's state in a transition, and only that changes", () => {
    const source = read('Popover/Popover.mjs');
    const deferred = deferredPopoverReference(source);
    expect(deferred).toMatch(/^import \{ startTransition as deferredMount \} from 'react';\n/);
    expect(deferred).toMatch(/deferredMount\(\(\) => \{\s+setTargetNode\(node\);\s+popover\.floating\.refs\.setReference\(node\);\s+\}\);/);
    // Everything else of the module as it was.
    expect(
      deferred
        .replace(/^import \{ startTransition as deferredMount \} from 'react';\n/, '')
        .replace(/deferredMount\(\(\) => \{\s+/, '')
        .replace(/(setReference\(node\);)\s+\}\);/, '$1')
        .replace(/\s+/g, ' '),
    ).toBe(source.replace(/\s+/g, ' '));
  });

  it("sets the portal's mounted state in a transition", () => {
    const source = read('Portal/Portal.mjs');
    const deferred = deferredPortalMount(source);
    expect(deferred).toContain('deferredMount(() => setMounted(true));');
    expect(deferred).not.toMatch(/^\s+setMounted\(true\);$/m);
  });

  it('refuses modules it does not know instead of building them unchanged', () => {
    expect(() => deferredPopoverReference('export const x = 1;')).toThrow(/changed/);
    expect(() => deferredPortalMount('export const x = 1;')).toThrow(/changed/);
  });
});
