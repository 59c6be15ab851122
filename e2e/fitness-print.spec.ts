import { createRequire } from 'node:module';
import { createFitnessExercise, createSheetByApi } from './helpers/fitness.ts';
import { horizontalOverflow } from './helpers/layout.ts';
import { signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

// The compact fitness print, remembered per coach.

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '360 px phone', width: 360, height: 740 },
]) {
  test.describe(`compact fitness print (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the compact layout is remembered and prints a 10-exercise sheet on 4 pages or fewer', async ({ page, request }) => {
      test.setTimeout(120_000);
      const token = await signedInCoach(page, request, 'compact');
      const sheetId = await createSheetByApi(request, token, 'Ficha Compacta');
      for (let i = 0; i < 10; i++) await createFitnessExercise(request, token, sheetId, 'normal');
      await page.goto(`/fitnes/${sheetId}`);
      await expect(page.getByTestId('exercises-table').locator('[data-testid^="ex-row-"]')).toHaveCount(10);
      const layout = page.getByTestId('sheet-print-layout');
      await expect(layout).toHaveAttribute('data-layout', 'standard');
      await layout.getByText(/Compacto/).click();
      await expect(layout).toHaveAttribute('data-layout', 'compact');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Remembered on the server: a fresh page load opens with it.
      await page.reload();
      await expect(page.getByTestId('sheet-print-layout')).toHaveAttribute('data-layout', 'compact');
      await page.getByTestId('ex-select-all').click();
      const popup = page.waitForEvent('popup');
      await page.getByTestId('sheet-print').click();
      const win = await popup;
      await win.waitForURL(/\/api\/print\/fitnes\?fitnes=\d+/);
      expect(win.url()).toContain('layout=compact');
      const pdf = await request.get(win.url());
      expect(pdf.status()).toBe(200);
      const parsed = await pdfParse(await pdf.body());
      expect(parsed.numpages).toBeLessThanOrEqual(4);
      expect(parsed.text).toContain('10. Agachamento livre');
      await win.close();

      // Back to the standard layout: one exercise per half page again.
      await page.getByTestId('sheet-print-layout').getByText(/Padrão/).click();
      await expect(page.getByTestId('sheet-print-layout')).toHaveAttribute('data-layout', 'standard');
      await page.reload();
      await expect(page.getByTestId('sheet-print-layout')).toHaveAttribute('data-layout', 'standard');
    });
  });
}
