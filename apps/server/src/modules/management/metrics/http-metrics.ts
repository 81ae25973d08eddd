import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Timer } from './timer';

/** Routes of the API; everything else is the web app's files (one route per file with @fastify/static). */
const API_ROUTE = /^\/(api|management|i18n|v3|websocket)\/|^\/swagger-ui/;

/**
 * The uri label of a request, as Spring names them: the route pattern for the API, `/**` for the
 * web app's files and its index.html fallback, NOT_FOUND for unmatched paths (bounded cardinality).
 */
function uriOf(request: FastifyRequest, status: number): string {
  const url = request.routeOptions.url;
  if (url && API_ROUTE.test(url)) return url;
  if (status === 404) return 'NOT_FOUND';
  return '/**';
}

/** Every HTTP request the server answered: all, per status code and per route and method. */
export class HttpMetrics {
  readonly all = new Timer();
  readonly byStatus = new Map<number, Timer>();
  readonly byRoute = new Map<string, Map<string, Timer>>();
  /** method, uri and status together, for Prometheus labels. */
  readonly byRouteAndStatus = new Map<
    string,
    { method: string; uri: string; status: number; timer: Timer }
  >();

  record(uri: string, method: string, status: number, ms: number): void {
    this.all.record(ms);
    let statusTimer = this.byStatus.get(status);
    if (!statusTimer) this.byStatus.set(status, (statusTimer = new Timer()));
    statusTimer.record(ms);
    let methods = this.byRoute.get(uri);
    if (!methods) this.byRoute.set(uri, (methods = new Map()));
    let routeTimer = methods.get(method);
    if (!routeTimer) methods.set(method, (routeTimer = new Timer()));
    routeTimer.record(ms);
    const key = `${method} ${status} ${uri}`;
    let labelled = this.byRouteAndStatus.get(key);
    if (!labelled) this.byRouteAndStatus.set(key, (labelled = { method, uri, status, timer: new Timer() }));
    labelled.timer.record(ms);
  }
}

/** Times every request from arrival to the end of the response (fp: the hook sees all routes). */
export const httpMetricsPlugin = fp(async (app: FastifyInstance, { metrics }: { metrics: HttpMetrics }) => {
  app.addHook('onResponse', async (request, reply) => {
    metrics.record(uriOf(request, reply.statusCode), request.method, reply.statusCode, reply.elapsedTime);
  });
});
