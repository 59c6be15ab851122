/**
 * Resolves in a new task: the browser can handle input and paint between the work before and after
 * it. The first load's steps are split this way so that none of them is a long task on a slow phone.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
