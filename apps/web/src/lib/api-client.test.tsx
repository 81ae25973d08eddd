import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ToastContainer, toast } from 'react-toastify';
import { startApi, type ApiHandler, type TestApi } from '../../test/api-server';
import { api, request } from './api-client';
import { ApiError } from './api-error';
import { currentUserQueryKey, getCurrentUser, installSessionSync, logout } from './auth/session';
import { AUTH_TOKEN_KEY, clearToken, getToken, onTokenChange, setToken } from './auth/token-storage';
import { i18n } from './i18n';

const UNAUTHORIZED = 'Non sei autorizzato o la sessione è scaduta. Accedi di nuovo.';
const problem = (status: number, more: Record<string, unknown> = {}) => ({
  status,
  body: { title: `HTTP ${status}`, status, ...more },
  headers: { 'content-type': 'application/problem+json' },
});

let server: TestApi | undefined;
async function serve(handler: ApiHandler) {
  server = await startApi(handler);
  return server;
}

beforeEach(() => {
  // The toast area, as the app shell mounts it: what the notifier shows lands here.
  render(<ToastContainer />);
});
afterEach(async () => {
  toast.dismiss();
  await server?.close();
  server = undefined;
});

/** Lets a toast that should not come have its chance (notify loads react-toastify asynchronously). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as ApiError,
  );

describe('the API client: the token', () => {
  it('sends the stored token as a bearer token, and none without one', async () => {
    const api$ = await serve(() => ({ body: { ok: true } }));
    await api.get('/api/one');
    setToken('jwt-session', false);
    await api.get('/api/two');
    expect(api$.calls.map((c) => c.authorization)).toEqual([undefined, 'Bearer jwt-session']);
  });

  it('reads a token stored JSON-encoded, as a JHipster client leaves it', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, '"jwt-jhipster"');
    const api$ = await serve(() => ({ body: {} }));
    await api.get('/api/one');
    expect(api$.calls[0]!.authorization).toBe('Bearer jwt-jhipster');
  });

  it("sends a caller's own token instead of the stored one, or none for null", async () => {
    setToken('jwt-session', true);
    const api$ = await serve(() => ({ body: {} }));
    await request('/api/consumer', { token: 'jwt-consumer' });
    await request('/api/public', { token: null });
    expect(api$.calls.map((c) => c.authorization)).toEqual(['Bearer jwt-consumer', undefined]);
  });

  it('keeps a remembered token in localStorage and any other only for the tab session', () => {
    setToken('remembered', true);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('remembered');
    setToken('tab-only', false);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('tab-only');
    expect(getToken()).toBe('tab-only');
  });

  it('tells its listeners of every new token and of the end of one, but not of clearing nothing', () => {
    const heard: (string | null)[] = [];
    const stop = onTokenChange((token) => heard.push(token));
    setToken('a', false);
    clearToken();
    clearToken();
    stop();
    setToken('b', false);
    expect(heard).toEqual(['a', null]);
  });

  it('asks again with the new token when a sign-in elsewhere replaced it while the call was out', async () => {
    setToken('old', true);
    const api$ = await serve((call) =>
      call.authorization === 'Bearer old' ? { ...problem(401), delayMs: 100 } : { body: { who: 'new' } },
    );
    const pending = api.get<{ who: string }>('/api/data');
    await new Promise((resolve) => setTimeout(resolve, 20));
    setToken('new', true);
    await expect(pending).resolves.toEqual({ who: 'new' });
    expect(api$.calls.map((c) => c.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(getToken()).toBe('new');
  });
});

describe('the API client: 401 and 403', () => {
  it.each([401, 403])(
    '%i clears the token, shows that the session ended and throws the status',
    async (status) => {
      setToken('jwt', true);
      await serve(() => problem(status));
      const error = await failureOf(api.get('/api/devices'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(status);
      expect(getToken()).toBeNull();
      expect(await screen.findByText(UNAUTHORIZED)).toBeTruthy();
    },
  );

  it('a 401 the caller shows itself (silent) still clears the token, without a toast', async () => {
    setToken('jwt', false);
    await serve(() => problem(401));
    await failureOf(api.get('/api/x', { silent: true }));
    await settle();
    expect(getToken()).toBeNull();
    expect(screen.queryByText(UNAUTHORIZED)).toBeNull();
  });

  it("the session call's 401 means signed out: no session, no toast", async () => {
    setToken('expired', true);
    await serve((call) => (call.path === '/api/account' ? problem(401) : undefined));
    await expect(getCurrentUser()).resolves.toBeNull();
    await settle();
    expect(getToken()).toBeNull();
    expect(screen.queryByText(UNAUTHORIZED)).toBeNull();
  });

  it('a call outside the back-office session (globalHandling false) leaves the token and shows nothing', async () => {
    setToken('jwt', true);
    await serve(() => problem(401));
    await failureOf(request('/api/consumer', { token: 'other', globalHandling: false }));
    await settle();
    expect(getToken()).toBe('jwt');
    expect(screen.queryByText(UNAUTHORIZED)).toBeNull();
  });

  it('ends the cached session when the token goes (the session sync)', async () => {
    const client = new QueryClient();
    client.setQueryData(currentUserQueryKey, { login: 'tester' });
    client.setQueryData(['devices', 'list'], ['cached']);
    client.setQueryData(['management-info'], { profile: 'dev' });
    const stop = installSessionSync(client);
    setToken('jwt', true);
    await serve(() => problem(403));
    await failureOf(api.get('/api/devices'));
    stop();
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
    expect(client.getQueryData(['devices', 'list'])).toBeUndefined();
    expect(client.getQueryData(['management-info'])).toEqual({ profile: 'dev' });
  });
});

describe('the API client: other failures', () => {
  it('parses a problem body into the error, with its field errors and key', async () => {
    await serve(() =>
      problem(400, {
        errorKey: 'userexists',
        fieldErrors: [{ objectName: 'user', field: 'login', message: 'NotBlank' }],
      }),
    );
    const error = await failureOf(api.post('/api/users', { login: '' }, { silent: true }));
    expect(error.status).toBe(400);
    expect(error.errorKey).toBe('userexists');
    expect(error.fieldErrors).toEqual([{ objectName: 'user', field: 'login', message: 'NotBlank' }]);
  });

  it('gives up after its timeout with status 0 and says the server cannot be reached', async () => {
    await serve(() => ({ body: {}, delayMs: 500 }));
    const error = await failureOf(request('/api/slow', { timeoutMs: 50 }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Request timed out');
    expect(await screen.findByText(i18n.t('error.server.not.reachable'))).toBeTruthy();
  });

  it('a call the caller cancels rejects without a toast', async () => {
    await serve(() => ({ body: {}, delayMs: 500 }));
    const controller = new AbortController();
    const pending = request('/api/slow', { signal: controller.signal });
    controller.abort();
    const error = await failureOf(pending);
    expect(error).not.toBeInstanceOf(ApiError);
    await settle();
    expect(screen.queryByText(i18n.t('error.server.not.reachable'))).toBeNull();
  });

  it('builds the query string: repeated keys for arrays, nothing for null and undefined', async () => {
    const api$ = await serve(() => ({ body: [] }));
    await api.get('/api/devices', {
      query: { page: 0, sort: ['name,asc', 'id'], 'name.contains': undefined, owner: null, on: false },
    });
    const { query } = api$.calls[0]!;
    expect(query.getAll('sort')).toEqual(['name,asc', 'id']);
    expect([...query.keys()].sort()).toEqual(['on', 'page', 'sort', 'sort']);
    expect(query.get('on')).toBe('false');
  });
});

describe('signing out', () => {
  it('ends the session on the server with its token, forgetting the token at once', async () => {
    setToken('jwt-out', true);
    const api$ = await serve(() => ({ status: 204 }));
    const ended = logout();
    expect(getToken()).toBeNull();
    await ended;
    expect(api$.calls.map((c) => [c.method, c.path, c.authorization])).toEqual([
      ['DELETE', '/api/account/sessions/current', 'Bearer jwt-out'],
    ]);
  });

  it('a session the server already ended is no error to show', async () => {
    setToken('jwt-out', true);
    await serve(() => problem(401));
    await logout();
    await settle();
    expect(screen.queryByText(UNAUTHORIZED)).toBeNull();
  });

  it('without a token makes no call', async () => {
    const api$ = await serve(() => ({ status: 204 }));
    await logout();
    expect(api$.calls).toHaveLength(0);
  });
});
