import { useSyncExternalStore } from 'react';

/** How often the shared clock ticks: relative times ('2 min ago') stay right to the half minute. */
export const NOW_TICK_MS = 30_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, NOW_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The clock's time; while nobody listens (no timer), brought forward when it is more than a tick old. */
function snapshot(): number {
  if (!timer && Date.now() - now >= NOW_TICK_MS) now = Date.now();
  return now;
}

/**
 * The time now, from one clock shared by every component that shows a relative time: one timer for
 * the whole page however many rows, and only those components draw again on a tick.
 */
export const useNow = (): number => useSyncExternalStore(subscribe, snapshot);
