/**
 * A bench's process: runs `main`, exits with its code (0 when every target was met), and gives up
 * with exit 2 after `minutes` so a stuck bench never runs forever.
 */
export function runBench(name: string, minutes: number, main: () => Promise<number>): void {
  const watchdog = setTimeout(() => {
    console.error(`${name} bench: still running after ${minutes} minutes, giving up`);
    process.exit(2);
  }, minutes * 60_000);
  watchdog.unref();
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
