// The module a pool worker thread starts with. A worker thread does not inherit the TypeScript
// loader of the thread that made it (tsx, vitest), so for a .ts task module tsx is registered here,
// in the worker; a compiled .js task module is imported as it is. The task module is loaded when
// the worker starts, before it takes a task, so its loading is not part of any task's budget.
import { Piscina } from 'piscina';

const { module } = Piscina.workerData;
if (module.endsWith('.ts')) (await import('tsx/esm/api')).register();
const { default: run } = await import(module);

/** Tells the pool the task started (its time budget runs from here), then runs it. */
export default async function runTask({ task, started }) {
  started.postMessage('started');
  started.close();
  return run(task);
}
