// How the sign-in page shows what went wrong, in the look of the app's Mantine fields: a field's
// message under it (the field drawn red through Mantine's own `data-error`), the server's message
// in an alert above the button; and a screen's notice (a link was sent, the account exists) under
// its title, where the app's screens show theirs.

const FIELD_ERROR = 'data-sign-in-error';
const ALERT = 'data-sign-in-alert';
const NOTICE = 'data-sign-in-notice';

/** A box in the colours of Mantine's light Alert of `color`. */
function box(color: string): string {
  return `padding:var(--mantine-spacing-sm) var(--mantine-spacing-md);border-radius:var(--mantine-radius-md);background:var(--mantine-color-${color}-light);color:var(--mantine-color-${color}-light-color);font-size:var(--mantine-font-size-sm);line-height:1.45`;
}

/** Shows `message` under `input` and marks it invalid. */
export function showFieldError(input: HTMLInputElement, message: string): void {
  const wrapper = input.closest('.mantine-InputWrapper-root');
  if (!wrapper) return;
  let line = wrapper.querySelector<HTMLElement>(`[${FIELD_ERROR}]`);
  if (!line) {
    line = document.createElement('p');
    line.setAttribute(FIELD_ERROR, '');
    line.id = `${input.id}-error`;
    line.style.cssText =
      'margin:calc(var(--mantine-spacing-xs) / 2) 0 0;padding:0;line-height:1.2;word-wrap:break-word;color:var(--mantine-color-error);font-size:calc(var(--mantine-font-size-sm) - calc(.125rem * var(--mantine-scale)))';
    wrapper.append(line);
  }
  line.textContent = message;
  input.setAttribute('aria-invalid', 'true');
  // The field's own description (Mantine's) stays described beside the message.
  if (input.dataset.describedby === undefined) input.dataset.describedby = input.getAttribute('aria-describedby') ?? '';
  input.setAttribute('aria-describedby', `${input.dataset.describedby} ${line.id}`.trim());
  input.closest('.mantine-Input-wrapper')?.setAttribute('data-error', 'true');
}

/** Shows the server's (or the page's) message above the form's button, read out as an alert. */
export function showError(form: HTMLFormElement, message: string): void {
  let alert = form.querySelector<HTMLElement>(`[${ALERT}]`);
  if (!alert) {
    alert = document.createElement('div');
    alert.setAttribute(ALERT, '');
    alert.setAttribute('role', 'alert');
    alert.style.cssText = box('red');
    form.querySelector('button[type="submit"]')?.before(alert);
  }
  alert.textContent = message;
}

/**
 * Shows a screen's notice under its title: `message`, then a link when given; read out as a status
 * (`status`) or an alert.
 */
export function showNotice(
  form: HTMLFormElement,
  notice: { message: string; tone: 'orange' | 'pitch'; testId: string; link?: { href: string; label: string }; status?: boolean },
): void {
  form.querySelector(`[${NOTICE}]`)?.remove();
  const node = document.createElement('div');
  node.setAttribute(NOTICE, '');
  node.setAttribute('role', notice.status ? 'status' : 'alert');
  node.dataset.testid = notice.testId;
  node.style.cssText = box(notice.tone);
  node.append(notice.message);
  if (notice.link) {
    const link = document.createElement('a');
    link.href = notice.link.href;
    link.textContent = notice.link.label;
    link.style.cssText = 'font-weight:600;color:var(--mantine-color-anchor)';
    node.append(' ', link);
  }
  // After the title block, the first of the form's stack.
  const title = form.querySelector('.mantine-Stack-root > :first-child');
  if (title) title.after(node);
  else form.prepend(node);
}

/** Removes every message, notice and mark of an earlier attempt. */
export function clearErrors(form: HTMLFormElement): void {
  form.querySelectorAll(`[${FIELD_ERROR}], [${ALERT}], [${NOTICE}]`).forEach((node) => node.remove());
  form.querySelectorAll('input[aria-invalid="true"]').forEach((input) => {
    input.setAttribute('aria-invalid', 'false');
    const own = (input as HTMLElement).dataset.describedby;
    if (own) input.setAttribute('aria-describedby', own);
    else input.removeAttribute('aria-describedby');
  });
  form.querySelectorAll('.mantine-Input-wrapper[data-error]').forEach((wrapper) => wrapper.removeAttribute('data-error'));
}
