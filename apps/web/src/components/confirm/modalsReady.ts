/**
 * Resolved once the dialogs' provider (loaded after the first screen, app/Overlays.tsx) listens for
 * `modals.*` events. A dialog asked for before that (a tap right after the page showed) would be an
 * event nobody hears, so every opener waits for it.
 */
let markReady: () => void = () => undefined;
export const modalsReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the provider's parent after the provider's own effects (its listeners) ran. */
export function modalsMounted(): void {
  markReady();
}
