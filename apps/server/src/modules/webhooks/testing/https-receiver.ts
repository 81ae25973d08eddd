import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** One request the receiver got. */
export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HttpsReceiver {
  /** https://127.0.0.1:<port> */
  url: string;
  /** The self-signed certificate, for the webhook client's `ca`. */
  ca: string;
  received: Received[];
  /** The statuses a path answers, in turn; the last one repeats (default 200). */
  answer(pathName: string, ...statuses: number[]): void;
  close(): Promise<void>;
}

/**
 * A webhook receiver for tests: HTTPS on 127.0.0.1 with a certificate made now by openssl (valid
 * one day, for IP 127.0.0.1), recording every request and answering per path as told.
 */
export async function startHttpsReceiver(): Promise<HttpsReceiver> {
  const dir = await mkdtemp(path.join(tmpdir(), 'webhook-receiver-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  const [keyPem, certPem] = await Promise.all([readFile(key, 'utf8'), readFile(cert, 'utf8')]);
  await rm(dir, { recursive: true, force: true });
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = https.createServer({ key: keyPem, cert: certPem }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pathName = request.url ?? '/';
      received.push({
        path: pathName,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const queue = answers.get(pathName) ?? [];
      const status = (queue.length > 1 ? queue.shift() : queue[0]) ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    ca: certPem,
    received,
    answer: (pathName, ...statuses) => answers.set(pathName, statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
