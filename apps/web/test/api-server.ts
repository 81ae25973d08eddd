import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the test server received. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body (or the text when it is no JSON); undefined without one. */
  body: unknown;
  authorization: string | undefined;
}

/** What the test server answers: JSON `body` (none when left out), `status` 200 by default. */
export interface ApiReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (a slow server). */
  delayMs?: number;
}

/** Answers a call, or undefined for 404 (no such endpoint). */
export type ApiHandler = (call: ApiCall) => ApiReply | undefined | Promise<ApiReply | undefined>;

export interface TestApi {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every call, in the order received. */
  calls: ApiCall[];
  /** The calls to one method and path. */
  callsTo: (method: string, path: string) => ApiCall[];
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A real HTTP server on 127.0.0.1 (a free port) standing in for the API. The app calls relative
 * paths ('/api/...'), as it does behind the server in a browser: while the server runs, the global
 * fetch resolves them against it (the only change to fetch: the request itself goes over HTTP).
 */
export async function startApi(handler: ApiHandler): Promise<TestApi> {
  const calls: ApiCall[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const call: ApiCall = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: await readBody(request),
        authorization: request.headers.authorization,
      };
      calls.push(call);
      let reply: ApiReply | undefined;
      try {
        reply = await handler(call);
      } catch (error) {
        reply = { status: 500, body: { title: String(error) } };
      }
      reply ??= { status: 404, body: { title: 'Not Found', status: 404 } };
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (response.destroyed) return;
      const headers: Record<string, string> = { ...reply.headers };
      if (reply.body !== undefined) headers['content-type'] ??= 'application/json';
      response.writeHead(reply.status ?? 200, headers);
      response.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(typeof input === 'string' && input.startsWith('/') ? `${url}${input}` : input, init);
  return {
    url,
    calls,
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path),
    close: async () => {
      globalThis.fetch = realFetch;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
