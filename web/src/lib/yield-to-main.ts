/**
 * Ending a task so the browser can handle a tap and paint before going on: the deferred parts
 * hydrate one per task, so no single task blocks input for long (docs/performance.md#hydration-one-task-at-a-time).
 */
type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

/** Resolves in a later task; `scheduler.yield()` resumes ahead of other queued work where the browser has it. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `run` with each value as it arrives, in the given order, each call in a task of its own.
 * A value that fails to arrive is skipped, so the others still run; the promise then rejects.
 */
export async function oneTaskEach<T>(pending: Promise<T>[], run: (value: T, index: number) => void): Promise<void> {
  const errors: unknown[] = [];
  // A value that fails before its turn is not an unhandled rejection: it is collected in its turn.
  for (const promise of pending) promise.catch(() => {});
  for (const [index, promise] of pending.entries()) {
    try {
      const value = await promise;
      await yieldToMain();
      run(value, index);
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} of ${pending.length} could not run`);
}
