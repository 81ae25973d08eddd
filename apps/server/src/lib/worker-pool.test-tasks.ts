import { deviceCondition } from '@app/contracts';

/** Tasks of the worker pool's test: each breaks (or keeps) one budget. */
export type TestTask =
  { kind: 'echo'; value: string } | { kind: 'spin' } | { kind: 'hog' } | { kind: 'throw'; message: string };

const retained: number[][] = [];

export default function run(task: TestTask): string {
  switch (task.kind) {
    case 'echo':
      // Imports the workspace's TypeScript contracts: the worker resolves them through tsx.
      return `${task.value}:${typeof deviceCondition}`;
    case 'spin':
      for (;;) Math.sqrt(Math.random());
    case 'hog':
      for (;;) retained.push(new Array<number>(1_000_000).fill(0.5));
    case 'throw':
      throw new Error(task.message);
  }
}
