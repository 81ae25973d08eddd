import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool, WorkerTaskError } from './worker-pool';
import type { TestTask } from './worker-pool.test-tasks';

describe('WorkerPool', () => {
  const pool = new WorkerPool<TestTask, string>({
    module: new URL('./worker-pool.test-tasks.ts', import.meta.url),
    threads: 1,
    queue: 1,
    timeoutMs: 3_000,
    memoryMb: 64,
  });
  // Its own pool: a time budget long enough that the memory budget ends the task first.
  const hogPool = new WorkerPool<TestTask, string>({
    module: new URL('./worker-pool.test-tasks.ts', import.meta.url),
    threads: 1,
    queue: 0,
    timeoutMs: 120_000,
    memoryMb: 32,
  });
  afterAll(() => Promise.all([pool.close(), hogPool.close()]));

  it('runs a TypeScript task module on a worker thread', async () => {
    await expect(pool.run({ kind: 'echo', value: 'hello' })).resolves.toBe('hello:function');
  });

  it('passes an error the task throws', async () => {
    await expect(pool.run({ kind: 'throw', message: 'broken' })).rejects.toThrow('broken');
  });

  it('ends a task over its time budget and serves the next task', async () => {
    const error = await pool.run({ kind: 'spin' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerTaskError);
    expect((error as WorkerTaskError).failure).toBe('timeout');
    await expect(pool.run({ kind: 'echo', value: 'after' })).resolves.toBe('after:function');
  }, 60_000);

  it('ends a worker over its memory budget and serves the next task', async () => {
    const error = await hogPool.run({ kind: 'hog' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerTaskError);
    expect((error as WorkerTaskError).failure).toBe('memory');
    await expect(hogPool.run({ kind: 'echo', value: 'again' })).resolves.toBe('again:function');
  }, 150_000);

  it('is full when every thread and queue place is taken', async () => {
    expect(pool.isFull).toBe(false);
    const first = pool.run({ kind: 'echo', value: '1' });
    const second = pool.run({ kind: 'echo', value: '2' });
    expect(pool.load).toBe(2);
    expect(pool.isFull).toBe(true);
    await Promise.all([first, second]);
    expect(pool.isFull).toBe(false);
  });
});
