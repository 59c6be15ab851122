import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The impacts that fail the audit (axe's "moderate" and "minor" are reported by Lighthouse, not here). */
const FAILING = new Set(['serious', 'critical']);

/** The WCAG 2.1 A/AA rules plus axe's best practices (landmarks, heading order, names). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core on what `page` shows now and answers one line per serious or critical violation
 * ("rule (impact) where: first elements"), so a failing test names the rule and the elements.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // Only violations are read: axe then skips collecting every passing node, about a quarter of
  // its time on a full screen.
  const result = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => {
      const targets = v.nodes
        .slice(0, 4)
        .map((n) => n.target.join(' '))
        .join(' | ');
      return `${v.id} (${v.impact}) ${where}: ${v.nodes.length} element(s): ${targets}`;
    });
}

/**
 * Waits until the screen has settled: the lazy page and its data loaded (no page loader or Mantine
 * loader left, no request running) and the web fonts ready, so axe sees the real screen.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role=status] .mantine-Loader-root, [role=status][aria-busy=true], .mantine-LoadingOverlay-root')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Dialogs and menus fade in: a half-transparent frame would read as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/**
 * What Chromium's issues panel (and Lighthouse's best practices) report that axe does not: a
 * `<label>` naming a field that does not exist, or naming none (tapping it focuses nothing), and
 * content security policy violations since the page loaded (`watchPolicyViolations`). One line each.
 */
export async function pageIssues(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const lines: string[] = [];
    for (const label of Array.from(document.querySelectorAll('label'))) {
      const field = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input, select, textarea, button, meter, output, progress');
      if (!field) lines.push(`label without its field: "${label.textContent?.trim().slice(0, 40)}"${label.htmlFor ? ` (for="${label.htmlFor}")` : ''}`);
    }
    const seen = (window as { __policyViolations?: string[] }).__policyViolations ?? [];
    lines.push(...seen.splice(0).map((v) => `content security policy: ${v}`));
    return lines;
  });
  return found.map((line) => `${line} ${where}`);
}

/** Records the page's content security policy violations (read by `pageIssues`), on every document `page` loads from now on. */
export async function watchPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as { __policyViolations?: string[] }).__policyViolations ??= []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
  });
}
