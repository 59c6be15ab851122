/** Query parameters whose values never reach the logs. */
const SECRET_PARAMS = /([?&](?:token|auth_token|key|access_token)=)[^&#]*/gi;
/** The key segment of a password-reset link: /password/reset/{email}/{key}. */
const RESET_KEY_PATH = /^(\/(?:api\/)?password\/reset\/[^/?#]*\/)[^/?#]+/i;

/** The token segment of a share link: /s/{token} and /s/{token}/f/{name}. */
const SHARE_TOKEN_PATH = /^(\/s\/)(?!share\.js(?:[?#]|$))[^/?#]+/;

/** A request URL as it may be logged: secret query values, reset-link keys and share tokens replaced. */
export function redactUrl(url: string): string {
  return url.replace(RESET_KEY_PATH, '$1[redacted]').replace(SHARE_TOKEN_PATH, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}
