/**
 * A field of the sign-in screens, by its form path (Mantine's `data-path`) or, for a box outside the
 * form's values, its test id: the same in the drawn screen and in the app.
 */
const FIELD = '#root input[data-path], #root input[data-testid]';

function key(input: HTMLInputElement): string {
  return input.dataset.path ?? `#${input.dataset.testid}`;
}

/** What the coach typed or ticked in the drawn screen's form, by field, before the app replaces it. */
export function typedValues(): Map<string, string | true> {
  const values = new Map<string, string | true>();
  for (const input of document.querySelectorAll<HTMLInputElement>(FIELD)) {
    const path = key(input);
    if (input.type === 'checkbox') {
      if (input.checked) values.set(path, true);
    } else if (input.value !== '') {
      values.set(path, input.value);
    }
  }
  return values;
}

/**
 * Puts `values` into the app's fields once it has drawn them in place of `drawn` (the drawn screen,
 * which React removes on its first commit), as typing would: each value through the input's own
 * value setter (so React's record of the last value sees a change) and an input event, which the
 * app's form reads; a ticked box is tapped. Fields the app does not draw stay empty.
 */
export function retypeWhenDrawn(values: Map<string, string | true>, drawn: Element): void {
  if (values.size === 0) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const observer = new MutationObserver(() => {
    const fields = document.querySelectorAll<HTMLInputElement>(FIELD);
    if (drawn.isConnected || fields.length === 0) return;
    observer.disconnect();
    for (const input of fields) {
      const value = values.get(key(input));
      if (value === true) {
        if (!input.checked) input.click();
      } else if (value !== undefined && input.value === '') {
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  });
  observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
}
