import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * The editable area of a rich-text field (by the field's test id). The app mounts a rich-text
 * editor only once its place comes near the screen, so the field is scrolled into view first, as
 * a coach scrolls to it (the placeholder may be swapped for the editor while it scrolls: retried).
 */
export async function richText(page: Page, testId: string): Promise<Locator> {
  const field = page.getByTestId(testId);
  const editor = field.locator('.ProseMirror');
  await expect(async () => {
    if ((await editor.count()) === 0) await field.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(editor).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return editor;
}
