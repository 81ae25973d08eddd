import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import v8 from 'node:v8';
import type { MemoryPool } from '@app/contracts';

/** Open file descriptors and their limit, from /proc (Linux); undefined where /proc is missing. */
export async function fileDescriptors(): Promise<{ open?: number; max?: number }> {
  const [fds, limits] = await Promise.all([
    readdir('/proc/self/fd').catch(() => undefined),
    readFile('/proc/self/limits', 'utf8').catch(() => undefined),
  ]);
  const soft = limits?.match(/^Max open files\s+(\d+|unlimited)/m)?.[1];
  return {
    // readdir itself holds one descriptor while listing.
    open: fds ? Math.max(0, fds.length - 1) : undefined,
    max: soft === undefined ? undefined : soft === 'unlimited' ? -1 : Number(soft),
  };
}

/**
 * The memory pools of the metrics page, JHipster's `jvm` section filled from V8: the whole heap
 * (max = heap limit), each heap space (max -1: V8 sets no per-space limit), and the memory
 * outside the heap (resident set, external buffers).
 */
export function memoryPools(): Record<string, MemoryPool> {
  const heap = v8.getHeapStatistics();
  const usage = process.memoryUsage();
  const pools: Record<string, MemoryPool> = {
    heap: { used: heap.used_heap_size, committed: heap.total_heap_size, max: heap.heap_size_limit },
  };
  for (const space of v8.getHeapSpaceStatistics()) {
    // Spaces this V8 build keeps empty (shared, read-only in a snapshot ...) say nothing.
    if (space.space_size > 0)
      pools[space.space_name] = { used: space.space_used_size, committed: space.space_size, max: -1 };
  }
  pools.external = { used: usage.external, committed: usage.external, max: -1 };
  pools.arrayBuffers = { used: usage.arrayBuffers, committed: usage.arrayBuffers, max: -1 };
  pools.rss = { used: usage.rss, committed: usage.rss, max: os.totalmem() };
  return pools;
}
