/** Ends the current task: the browser paints and handles input before the next step. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
