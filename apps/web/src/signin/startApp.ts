import { retypeWhenDrawn, typedValues } from './typedValues.ts';

let started = false;

/** A held-back tag of the page (`data-after-paint` holds its type or rel) made a working one. */
function release(held: Element): void {
  const tag = document.createElement(held.tagName);
  for (const { name, value } of Array.from(held.attributes)) {
    if (name !== 'type' && name !== 'rel' && name !== 'data-after-paint') tag.setAttribute(name, value);
  }
  tag.setAttribute(held.tagName === 'SCRIPT' ? 'type' : 'rel', held.getAttribute('data-after-paint') ?? '');
  held.replaceWith(tag);
}

/**
 * Starts the app on this page: its held-back scripts and preloads (the server holds them back on the
 * sign-in page, see spa-shell.ts) become working tags, once. The app then draws the page again in
 * place of the drawn one. With `clickWhenShown`, the app's element of that selector is tapped once
 * it has drawn it (the coach's tap on the drawn one, which only the app can answer).
 */
export function startApp(clickWhenShown?: string): void {
  if (started) return;
  started = true;
  // What the coach typed stays when the app draws the form again.
  const screen = document.querySelector('#root > fieldset');
  if (screen) retypeWhenDrawn(typedValues(), screen);
  if (clickWhenShown) {
    const drawn = document.querySelector(clickWhenShown);
    const observer = new MutationObserver(() => {
      const shown = document.querySelector<HTMLElement>(clickWhenShown);
      if (!shown || shown === drawn) return;
      observer.disconnect();
      // After the app's commit and its effects, when its handlers answer the tap. Found again then:
      // the app may have drawn it anew in between (a menu built after the first render replaces
      // its stand-in), and a tap on the replaced element would reach no handler.
      requestAnimationFrame(() => setTimeout(() => document.querySelector<HTMLElement>(clickWhenShown)?.click()));
    });
    observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
  }
  document.querySelectorAll('[data-after-paint]').forEach(release);
}
