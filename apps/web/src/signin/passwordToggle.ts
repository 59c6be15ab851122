/** Mantine's "hide password" icon (PasswordToggleIcon with `reveal`), drawn while the password shows. */
const HIDE =
  'M13.3536 2.35355C13.5488 2.15829 13.5488 1.84171 13.3536 1.64645C13.1583 1.45118 12.8417 1.45118 12.6464 1.64645L10.6828 3.61012C9.70652 3.21671 8.63759 3 7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C0.902945 9.08812 2.02314 10.1861 3.36061 10.9323L1.64645 12.6464C1.45118 12.8417 1.45118 13.1583 1.64645 13.3536C1.84171 13.5488 2.15829 13.5488 2.35355 13.3536L4.31723 11.3899C5.29348 11.7833 6.36241 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C14.0971 5.9119 12.9769 4.81391 11.6394 4.06771L13.3536 2.35355ZM9.90428 4.38861C9.15332 4.1361 8.34759 4 7.5 4C4.80285 4 2.52952 5.37816 1.09622 7.50001C1.87284 8.6497 2.89609 9.58106 4.09974 10.1931L9.90428 4.38861ZM5.09572 10.6114L10.9003 4.80685C12.1039 5.41894 13.1272 6.35031 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11C6.65241 11 5.84668 10.8639 5.09572 10.6114Z';

/** The drawn password field's eye button: shows and hides the password, as Mantine's PasswordInput does. */
export function wirePasswordToggle(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('.mantine-PasswordInput-visibilityToggle');
  const input = form.querySelector<HTMLInputElement>('input[data-path="password"]');
  const path = button?.querySelector('path');
  if (!button || !input || !path) return;
  const show = path.getAttribute('d') ?? '';
  button.addEventListener('click', () => {
    const revealed = input.type === 'password';
    input.type = revealed ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(revealed));
    path.setAttribute('d', revealed ? HIDE : show);
  });
  // As Mantine's: a tap on the eye keeps the focus (and the phone's keyboard) in the field.
  button.addEventListener('mousedown', (event) => event.preventDefault());
}
