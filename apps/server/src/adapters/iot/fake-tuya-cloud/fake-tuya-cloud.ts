import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { CallLimits, type CallLimitOptions } from '../simulator/call-limits';
import { CloudError } from '../simulator/cloud-error';
import { FaultInjector } from '../simulator/fault-injector';
import { FleetReporter } from '../simulator/fleet-reporter';
import type { MqEncryption } from '../tuya/mq/mq-crypto';
import { PurifierFleet } from '../simulator/purifier-fleet';
import { tuyaMessage } from '../tuya/tuya-error-codes';
import { signRequest } from '../tuya/tuya-signing';
import type { TuyaEnvelope } from '../tuya/tuya-wire';
import { FakeMessageService } from './fake-message-service';
import { FakeTokenIssuer } from './fake-token-issuer';
import { matchRoute } from './fake-tuya-routes';

export interface FakeTuyaCloudOptions {
  fleet?: PurifierFleet;
  faults?: FaultInjector;
  clientId?: string;
  clientSecret?: string;
  /** Largest |t - now| accepted before 1013; Tuya's is unconfirmed (about 5 min). */
  maxSkewMs?: number;
  tokenLifetimeSeconds?: number;
  port?: number;
  host?: string;
  /** Every purifier pushes a status report once per interval (spread over it); default off. */
  reportIntervalMs?: number;
  /** Encryption of the pushed messages: ECB (Tuya's default) or GCM. */
  messageEncryption?: MqEncryption;
  /** The project's limits (reads and commands per second); over them a call answers 1110. Default none. */
  limits?: CallLimitOptions;
}

export const FAKE_TUYA_CLIENT_ID = 'fakeclientid00000000';
export const FAKE_TUYA_CLIENT_SECRET = 'fakeclientsecret0000000000000000';

/**
 * The simulator served as Tuya's cloud over HTTP: Tuya's paths and envelope, token calls,
 * signature checks (1005 client id, 1013 clock, 1004 sign, 1002/1010/1011 token), then faults,
 * then the fleet. Every answer is HTTP 200 with the envelope, as the clients surveyed expect.
 * Start it on port 0 in tests: `const cloud = await FakeTuyaCloud.start(); cloud.baseUrl`.
 */
export class FakeTuyaCloud {
  readonly fleet: PurifierFleet;
  readonly faults: FaultInjector;
  readonly tokens: FakeTokenIssuer;
  readonly clientId: string;
  /** Requests received, and per operation those that passed authentication. */
  readonly stats = { requests: 0, byOperation: {} as Record<string, number> };
  /** The message service on the same server; also the tests' publishing hooks. */
  readonly messages: FakeMessageService;
  /** The limits it enforces and what it counted per kind: calls, refusals, the busiest window. */
  readonly limits: CallLimits;
  private readonly reporter: FleetReporter;
  private readonly stopReports: () => void;
  private server: Server | null = null;
  baseUrl = '';

  private constructor(private readonly options: FakeTuyaCloudOptions) {
    this.fleet = options.fleet ?? new PurifierFleet();
    this.faults = options.faults ?? new FaultInjector(this.fleet.seed);
    this.tokens = new FakeTokenIssuer(this.fleet.clock, this.faults, options.tokenLifetimeSeconds);
    this.clientId = options.clientId ?? FAKE_TUYA_CLIENT_ID;
    this.limits = new CallLimits(options.limits);
    this.messages = new FakeMessageService({
      accessId: this.clientId,
      accessKey: options.clientSecret ?? FAKE_TUYA_CLIENT_SECRET,
      encryption: options.messageEncryption,
    });
    // A command through the API changes a purifier, whose report then comes through the service.
    this.stopReports = this.fleet.onReport((event) => this.messages.publishEvent(event));
    this.reporter = new FleetReporter(this.fleet, options.reportIntervalMs ?? 0);
  }

  static async start(options: FakeTuyaCloudOptions = {}): Promise<FakeTuyaCloud> {
    const cloud = new FakeTuyaCloud(options);
    const server = createServer((req, res) => {
      // A bug in the fake answers like Tuya's own failures, never as a crashed test process.
      cloud
        .handle(req, res)
        .catch(() => cloud.send(res, { success: false, code: 500, msg: tuyaMessage(500), t: cloud.now() }));
    });
    server.on('upgrade', (req, socket, head) => cloud.messages.upgrade(req, socket, head));
    await new Promise<void>((resolve) =>
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
    );
    const { port } = server.address() as AddressInfo;
    cloud.server = server;
    cloud.baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
    cloud.reporter.start();
    return cloud;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    this.reporter.stop();
    this.stopReports();
    this.messages.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.stats.requests++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?', 2);
    const query = Object.fromEntries(new URLSearchParams(rawQuery));
    const header = (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value[0] : value;
    };
    const fail = (code: number, msg = tuyaMessage(code)) =>
      this.send(res, { success: false, code, msg, t: this.now(), tid: tid() });

    const matched = matchRoute(req.method ?? 'GET', rawPath);
    if (!matched) return fail(1108);
    const { route, params } = matched;
    const clientId = header('client_id');
    const sign = header('sign');
    const t = header('t') ?? '';
    if (!clientId || !sign || !t) return fail(1105);
    if (clientId !== this.clientId) return fail(1005);
    if (!/^\d{13}$/.test(t) || Math.abs(Number(t) - this.now()) > (this.options.maxSkewMs ?? 300_000))
      return fail(1013);
    const accessToken = route.tokenCall ? undefined : header('access_token');
    const signedHeaders = (header('signature-headers') ?? '')
      .split(':')
      .filter(Boolean)
      .map((key) => [key, header(key) ?? ''] as const);
    const expected = signRequest({
      clientId,
      secret: this.options.clientSecret ?? FAKE_TUYA_CLIENT_SECRET,
      t,
      nonce: header('nonce'),
      method: req.method ?? 'GET',
      path: rawPath,
      query,
      body: raw,
      accessToken,
      signedHeaders,
    });
    if (sign !== expected) return fail(1004);
    try {
      if (!route.tokenCall) {
        if (!accessToken) return fail(1002);
        this.tokens.check(accessToken);
      }
    } catch (error) {
      if (error instanceof CloudError) return fail(error.code);
      throw error;
    }

    this.stats.byOperation[route.operation] = (this.stats.byOperation[route.operation] ?? 0) + 1;
    // Tuya counts authenticated calls against the project and refuses the excess before any work.
    if (!this.limits.admit(route.operation)) return fail(1110);
    const fault = this.faults.take(route.operation);
    if (fault?.code === 'NETWORK' || fault?.code === 'UNREACHABLE') return void req.socket.destroy();
    if (typeof fault?.code === 'number') return fail(fault.code, fault.message);

    let envelope: TuyaEnvelope;
    try {
      const body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
      const result = route.handle({ params, query, body, fleet: this.fleet, tokens: this.tokens });
      envelope = { success: true, result, t: this.now(), tid: tid() };
    } catch (error) {
      if (error instanceof SyntaxError)
        envelope = { success: false, code: 1109, msg: tuyaMessage(1109), t: this.now(), tid: tid() };
      else if (error instanceof CloudError)
        envelope = { success: false, code: error.code, msg: error.message, t: this.now(), tid: tid() };
      else throw error;
    }
    // The work is done; an injected timeout withholds the answer (closed with the server).
    if (fault?.code === 'TIMEOUT') return;
    if (fault?.code === 'BAD_RESPONSE') {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    const latency = this.faults.latencyFor(route.operation);
    if (latency > 0) await sleep(latency);
    this.send(res, envelope);
  }

  private now(): number {
    return this.fleet.clock.now();
  }

  private send(res: ServerResponse, envelope: TuyaEnvelope): void {
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(envelope));
  }
}

const tid = () => randomUUID().replaceAll('-', '');
