// How the sign-in page shows what went wrong, in the look of the app's Mantine fields: a field's
// message under it (the field drawn red through Mantine's own `data-error`), the server's message
// in an alert above the button.

const FIELD_ERROR = 'data-sign-in-error';
const ALERT = 'data-sign-in-alert';

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
  input.setAttribute('aria-describedby', line.id);
  input.closest('.mantine-Input-wrapper')?.setAttribute('data-error', 'true');
}

/** Shows the server's (or the page's) message above the form's button, read out as an alert. */
export function showError(form: HTMLFormElement, message: string): void {
  let alert = form.querySelector<HTMLElement>(`[${ALERT}]`);
  if (!alert) {
    alert = document.createElement('div');
    alert.setAttribute(ALERT, '');
    alert.setAttribute('role', 'alert');
    alert.style.cssText =
      'padding:var(--mantine-spacing-sm) var(--mantine-spacing-md);border-radius:var(--mantine-radius-md);background:var(--mantine-color-red-light);color:var(--mantine-color-red-light-color);font-size:var(--mantine-font-size-sm);line-height:1.45';
    form.querySelector('button[type="submit"]')?.before(alert);
  }
  alert.textContent = message;
}

/** Removes every message and mark of an earlier attempt. */
export function clearErrors(form: HTMLFormElement): void {
  form.querySelectorAll(`[${FIELD_ERROR}], [${ALERT}]`).forEach((node) => node.remove());
  form.querySelectorAll('input[aria-invalid="true"]').forEach((input) => {
    input.setAttribute('aria-invalid', 'false');
    input.removeAttribute('aria-describedby');
  });
  form.querySelectorAll('.mantine-Input-wrapper[data-error]').forEach((wrapper) => wrapper.removeAttribute('data-error'));
}
