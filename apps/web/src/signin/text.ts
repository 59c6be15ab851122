/** The sign-in page's messages in the page's language, which the server puts in the page as JSON. */
export interface SignInText {
  required: string;
  email: string;
  internal: string;
  offline: string;
  phone: string;
  passwordMin: string;
  recoverNow: string;
  forgetSent: string;
}

let text: SignInText | undefined;

/** The messages of the page's `#sign-in-text` block (English ones if it is missing or unreadable). */
export function readText(): SignInText {
  if (text) return text;
  const fallback: SignInText = {
    required: 'Required field',
    email: 'Enter a valid e-mail',
    internal: 'An error occurred',
    offline: 'No connection.',
    phone: 'Numbers only (8 to 15 digits)',
    passwordMin: 'The password must have at least 6 characters',
    recoverNow: 'Recover password',
    forgetSent: 'If the e-mail is registered, we sent a link to create a new password.',
  };
  try {
    text = { ...fallback, ...(JSON.parse(document.getElementById('sign-in-text')?.textContent ?? '{}') as Partial<SignInText>) };
  } catch {
    text = fallback;
  }
  return text;
}
