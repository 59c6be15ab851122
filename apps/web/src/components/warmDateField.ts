/**
 * Chromium builds the machinery of a page's first date field (the locale's date format and the
 * field's inner editor) when that field is created, and again in its first layout: 25-55 ms and
 * 20-37 ms on this project's 2-core hosts without any throttle, four times that on a slow phone.
 * Every later date field of the page costs about 1 ms. A page that shows a date field asks for this
 * when its file starts loading: a throw-away field is created in a task of its own and laid out in
 * the next, while the page's files and data are still on their way, instead of inside the render
 * and the layout that put the form on screen. Once per page load; nothing without a document.
 */
let warmed = false;

export function warmDateField(): void {
  if (warmed || typeof document === 'undefined') return;
  warmed = true;
  setTimeout(() => {
    const field = document.createElement('input');
    field.type = 'date';
    // Out of sight, of the accessibility tree and of the tab order for the one task it exists.
    field.disabled = true;
    field.tabIndex = -1;
    field.setAttribute('aria-hidden', 'true');
    field.style.cssText = 'position:fixed;top:0;left:0;visibility:hidden;pointer-events:none';
    document.body.appendChild(field);
    setTimeout(() => {
      void field.offsetWidth;
      field.remove();
    }, 0);
  }, 0);
}
