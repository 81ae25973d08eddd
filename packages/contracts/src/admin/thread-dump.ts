import { z } from 'zod';

/** GET management/threaddump: the event loop, worker threads, active handles and requests as threads. */
export const THREAD_STATES = ['RUNNABLE', 'WAITING', 'TIMED_WAITING', 'BLOCKED'] as const;
export const threadStateSchema = z.enum(THREAD_STATES);
export type ThreadState = z.infer<typeof threadStateSchema>;

const stackFrameSchema = z.object({
  className: z.string(),
  methodName: z.string(),
  fileName: z.string(),
  lineNumber: z.number(),
});

/** One entry in Java's ThreadInfo shape; the lock fields have no counterpart in Node (always empty). */
export const threadEntrySchema = z.object({
  threadName: z.string(),
  threadId: z.number(),
  threadState: threadStateSchema,
  /** What the entry stands for in Node: the event loop, a worker thread, a libuv handle or request. */
  kind: z.enum(['eventLoop', 'worker', 'handle', 'request']),
  daemon: z.boolean(),
  priority: z.number(),
  blockedTime: z.number(),
  blockedCount: z.number(),
  waitedTime: z.number(),
  waitedCount: z.number(),
  lockName: z.string().nullable(),
  lockOwnerId: z.number(),
  lockOwnerName: z.string().nullable(),
  inNative: z.boolean(),
  suspended: z.boolean(),
  stackTrace: z.array(stackFrameSchema),
  lockedMonitors: z.array(z.unknown()),
  lockedSynchronizers: z.array(z.unknown()),
  lockInfo: z.null(),
});
export type ThreadEntry = z.infer<typeof threadEntrySchema>;

export const eventLoopReportSchema = z.object({
  /** Share of time the loop was busy (0..1): since start and over the last sampling window. */
  utilization: z.object({ sinceStart: z.number(), recent: z.number() }),
  /** Loop delay in milliseconds; percentiles by quantile ('0.5', '0.99' ...). */
  delay: z.object({
    min: z.number(),
    max: z.number(),
    mean: z.number(),
    stddev: z.number(),
    percentiles: z.record(z.string(), z.number()),
  }),
});
export type EventLoopReport = z.infer<typeof eventLoopReportSchema>;

export const threadDumpSchema = z.object({
  threads: z.array(threadEntrySchema),
  eventLoop: eventLoopReportSchema,
});
export type ThreadDump = z.infer<typeof threadDumpSchema>;
