// Lets the browser handle input and paint during a long piece of work: the
// returned pause gives up the thread once the work has held it for a frame's
// worth of time, and otherwise returns at once, so short work pays nothing.
const BUDGET_MS = 12;

interface Scheduler {
  yield?: () => Promise<void>;
}

export function yieldToBrowser(budgetMs = BUDGET_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
    if (scheduler?.yield) await scheduler.yield();
    else await new Promise<void>((resolve) => setTimeout(resolve, 0));
    since = performance.now();
  };
}
