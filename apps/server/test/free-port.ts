import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nothing listens on (yet): for a server a test starts, or one that starts late. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
