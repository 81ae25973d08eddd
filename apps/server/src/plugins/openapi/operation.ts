import type { RouteAccess } from '../caller';

/** The words of a path segment or parameter name: `scheduled-exports` → scheduled, exports. */
const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** The path below the API's own prefix: /api/devices/:id → devices/:id; /management/health stays whole. */
const ownPath = (url: string) => url.replace(/^\/api\//, '/');

/**
 * A stable operationId from the method and the path, unique as a route is
 * (docs/decisions/047): GET /api/devices/:id/history → getDevicesByIdHistory,
 * POST /api/scheduled-exports/:id/send → postScheduledExportsByIdSend.
 */
export function operationIdOf(method: string, url: string): string {
  const parts = ownPath(url)
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...words(segment.slice(1))] : words(segment)));
  return method.toLowerCase() + parts.map(capital).join('');
}

/**
 * A one-line summary: the first sentence of the route's description, else its operationId in words
 * (getDevicesById → "Get devices by id").
 */
export function summaryOf(operationId: string, description: string | undefined): string {
  const sentence = description
    ?.split(/(?<=[.:;])\s/)[0]
    ?.replace(/[.:;]$/, '')
    .trim();
  if (sentence) return sentence.length > 120 ? `${sentence.slice(0, 117)}…` : sentence;
  const text = operationId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The tag of a route that names none: the first segment of its own path (devices, account, management). */
export function tagOf(url: string): string {
  return words(ownPath(url).split('/').filter(Boolean)[0] ?? 'api').join('-') || 'api';
}

export interface OperationTraits {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route reads a body, a query or path parameters (which can be refused). */
  readsInput: boolean;
  /** An API key may call it (docs/decisions/046). */
  keysOpen: boolean;
}

/** What each error answer means, as the document states it; the body is always the problem schema. */
export const ERROR_ANSWERS = {
  400: 'Bad request: a parameter or the body breaks its rules (fieldErrors name each one)',
  401: 'Not signed in: no token or key, or it expired or was revoked',
  403: 'Signed in without the right: a role, a service permission or the scope refuses it',
  404: 'No such record, or it is outside the caller’s scope',
  409: 'Conflict: the record changed or another one holds the same unique value',
  429: 'Too many requests: wait for the seconds of Retry-After',
} as const;
export type ErrorStatus = keyof typeof ERROR_ANSWERS;

const isPublic = (access: RouteAccess) => access === 'public' || access === 'route';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error answers an operation can give: every rate limit and problem the platform raises for it. */
export function errorAnswersOf(op: OperationTraits): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  if (op.readsInput) statuses.push(400);
  if (!isPublic(op.access)) statuses.push(401, 403);
  if (op.url.includes(':')) statuses.push(404);
  if (WRITES.has(op.method.toUpperCase())) statuses.push(409);
  statuses.push(429);
  return statuses;
}

/** The security requirements: none for public calls, a bearer token, and an API key where keys are let in. */
export function securityOf(op: OperationTraits): Array<Record<string, string[]>> {
  if (isPublic(op.access)) return [];
  return op.keysOpen ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }];
}
