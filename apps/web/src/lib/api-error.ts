import type { FieldError, ProblemBody } from '@app/contracts';

/**
 * A failed call: the HTTP status (0 when the server could not be reached or the 60 s timeout hit),
 * the problem JSON when there is one, and the response headers.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly method: string,
    readonly path: string,
    readonly body: Partial<ProblemBody> | undefined,
    readonly headers: Headers | undefined,
    message?: string,
  ) {
    super(message ?? body?.detail ?? body?.title ?? `HTTP ${status} on ${method} ${path}`);
  }

  /** The server's error key ('userexists', 'invalidpassword', ...), from the body or the alert header. */
  get errorKey(): string | undefined {
    return this.body?.errorKey ?? this.alertHeaders.error?.replace(/^error\./, '');
  }

  get fieldErrors(): FieldError[] {
    return Array.isArray(this.body?.fieldErrors) ? this.body.fieldErrors : [];
  }

  /** The X-<app>-error / -alert / -params headers (matched by suffix, as the JHipster client does). */
  get alertHeaders(): AlertHeaders {
    return readAlertHeaders(this.headers);
  }

  /**
   * Interpolation values for the message: `params` is either JSON ('{"seconds":12}') or the entity
   * name; a Retry-After header adds `seconds`.
   */
  get params(): Record<string, unknown> {
    const values: Record<string, unknown> = { ...parseParams(this.body?.params) };
    const retryAfter = Number(this.headers?.get('retry-after'));
    if (values.seconds === undefined && Number.isFinite(retryAfter) && retryAfter > 0)
      values.seconds = retryAfter;
    return values;
  }
}

export interface AlertHeaders {
  alert?: string;
  error?: string;
  params?: string;
}

export function readAlertHeaders(headers: Headers | undefined): AlertHeaders {
  const found: AlertHeaders = {};
  headers?.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (!lower.startsWith('x-')) return;
    if (lower.endsWith('-alert')) found.alert = value;
    else if (lower.endsWith('-error')) found.error = value;
    else if (lower.endsWith('-params')) found.params = safeDecode(value);
  });
  return found;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

export function parseParams(params: unknown): Record<string, unknown> {
  if (params && typeof params === 'object') return params as Record<string, unknown>;
  if (typeof params !== 'string' || params === '') return {};
  if (params.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(params);
      if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
    } catch {
      // not JSON: an entity name
    }
  }
  return { entityName: params, param: params };
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
