import type { Locator, Page } from '@playwright/test';

/**
 * The editable area of a rich-text field (by the field's test id). The app mounts a rich-text
 * editor only once its place comes near the screen, so the field is scrolled into view first, as
 * a coach scrolls to it.
 */
export async function richText(page: Page, testId: string): Promise<Locator> {
  const field = page.getByTestId(testId);
  await field.scrollIntoViewIfNeeded();
  return field.locator('.ProseMirror');
}
