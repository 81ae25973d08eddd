import { ApiError } from './api-error';
import { handleApiError, handleSuccessAlert, type SilentOption } from './api-error-notifier';
import { getToken } from './auth/token-storage';

/** docs/product.md#constants-and-formats: every call gives up after 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60_000;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  body?: unknown;
  /** A text/plain body (the reset-password request takes the bare e-mail). */
  text?: string;
  query?: Record<string, QueryValue | QueryValue[]>;
  headers?: Record<string, string>;
  /** Cancellation from the caller (TanStack Query passes one); a cancelled call shows no toast. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Errors the caller shows itself: no toast for them (401/403 still clear the token). */
  silent?: SilentOption;
  /**
   * The bearer token of a call outside the back-office session (the consumer page): a string is sent
   * instead of the stored token, null sends none. Left out, the stored back-office token goes.
   */
  token?: string | null;
  /**
   * False: the caller handles every failure itself. No toast, no success alert, and a 401/403 does
   * not clear the back-office token (it is not the back-office session that was refused).
   */
  globalHandling?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The one HTTP client of the web app: bearer token, 60 s timeout, problem JSON parsed into an
 * ApiError, and the global notifications of docs/product.md#errors.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...options.headers };
  const ownToken = options.token !== undefined;
  const token = ownToken ? options.token : getToken();
  const notify = options.globalHandling !== false;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (options.text !== undefined) {
    headers['Content-Type'] = 'text/plain;charset=UTF-8';
    payload = options.text;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      signal: controller.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted && !timedOut) throw cause;
    const error = new ApiError(
      0,
      method,
      path,
      undefined,
      undefined,
      timedOut ? 'Request timed out' : 'Network error',
    );
    if (notify) handleApiError(error, options.silent);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  // The token was replaced while this request was in flight (a sign-in in another tab): the
  // refusal is of the old token, not of the session now stored — ask again with it.
  if (response.status === 401 && !ownToken && token !== undefined && token !== null) {
    const current = getToken();
    if (current && current !== token) return request<T>(path, options);
  }
  const data = await readBody(response).catch(() => undefined);
  if (!response.ok) {
    const body = data && typeof data === 'object' ? (data as ApiError['body']) : undefined;
    const error = new ApiError(response.status, method, path, body, response.headers);
    if (notify) handleApiError(error, options.silent);
    throw error;
  }
  if (notify) handleSuccessAlert(response.headers);
  return { data: data as T, status: response.status, headers: response.headers };
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: async <T>(path: string, options?: Options) => (await request<T>(path, options)).data,
  delete: async <T = void>(path: string, options?: Options) =>
    (await request<T>(path, { ...options, method: 'DELETE' })).data,
  post: async <T = void>(path: string, body?: unknown, options?: Options) =>
    (await request<T>(path, { ...options, method: 'POST', body })).data,
  put: async <T = void>(path: string, body?: unknown, options?: Options) =>
    (await request<T>(path, { ...options, method: 'PUT', body })).data,
};
