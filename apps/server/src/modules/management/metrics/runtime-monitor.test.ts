import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeMonitor } from './runtime-monitor';

const busyFor = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // keep the event loop busy
  }
};
const idleFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decision 018: the metrics and system pages show one event-loop figure, not 100 % beside 3 %. */
describe('RuntimeMonitor event-loop utilisation', () => {
  let monitor: RuntimeMonitor | undefined;
  afterEach(() => monitor?.stop());

  it('keeps the last window when asked again at once, instead of measuring the busy moment between', async () => {
    monitor = new RuntimeMonitor();
    await idleFor(1_200);
    monitor.sample();
    const first = monitor.utilization.recent;
    expect(first).toBeLessThan(0.5);
    // A second report right after the first (the metrics page asks for two at once), busy meanwhile.
    busyFor(50);
    monitor.sample();
    expect(monitor.utilization.recent).toBe(first);
  });

  it('measures a new window once at least a second has passed', async () => {
    monitor = new RuntimeMonitor();
    await idleFor(1_100);
    monitor.sample();
    busyFor(1_100);
    monitor.sample();
    expect(monitor.utilization.recent).toBeGreaterThan(0.8);
  });

  it('shows the figure since start before the first window', () => {
    monitor = new RuntimeMonitor();
    const { recent, sinceStart } = monitor.utilization;
    expect(recent).toBeCloseTo(sinceStart, 2);
  });
});
