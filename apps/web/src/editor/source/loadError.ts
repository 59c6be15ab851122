/** Which step of loading the editor failed (the page picks the message and the way back from it). */
export type LoadStep = 'formation' | 'exercise' | 'training' | 'sport' | 'draft';

/** A failure while loading the editor, tagged with the step; `cause` is the original error. */
export class EditorLoadError extends Error {
  constructor(
    public readonly step: LoadStep,
    public readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** Runs one loading step, tagging its failure (aborts pass through untouched). */
export async function step<T>(name: LoadStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new EditorLoadError(name, err);
  }
}
