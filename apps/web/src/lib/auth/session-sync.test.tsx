import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { startApi, type TestApi } from '../../../test/api-server';
import { api } from '../api-client';
import { managementInfoQueryOptions } from '../management-info';
import { createQueryClient } from '../query-client';
import { installSessionSync } from './session';
import { AUTH_TOKEN_KEY, setToken } from './token-storage';

/** How often the list below asks again: short, so a test sees several rounds. */
const POLL_MS = 50;

let server: TestApi | undefined;
let stopSync: (() => void) | undefined;
afterEach(async () => {
  stopSync?.();
  stopSync = undefined;
  await server?.close();
  server = undefined;
});

/** The signals TanStack Query gave the list's calls, in order (aborted: the call was cancelled). */
let listSignals: AbortSignal[] = [];

/** A signed-in screen: a polled list, a detail enabled by its own condition; and the public profile. */
function Screen() {
  const list = useQuery({
    queryKey: ['devices', 'list'],
    queryFn: ({ signal }) => {
      listSignals.push(signal);
      return api.get<string[]>('/api/devices', { signal });
    },
    refetchInterval: POLL_MS,
  });
  useQuery({
    queryKey: ['devices', 'detail', 1],
    queryFn: ({ signal }) => api.get<string>('/api/devices/1', { signal }),
    enabled: true,
  });
  useQuery(managementInfoQueryOptions());
  return <p data-testid="rows">{list.data?.join(',') ?? 'none'}</p>;
}

function renderApp(): QueryClient {
  const client = createQueryClient();
  stopSync = installSessionSync(client);
  listSignals = [];
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
  return client;
}

/** Another tab signs out: the shared localStorage loses the token and this tab hears of it. */
function signOutInAnotherTab() {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the session in the query cache', () => {
  it('signed out in another tab: the calls on the way are cancelled, the answers forgotten, nothing asked without a token', async () => {
    setToken('jwt', true);
    let listCalls = 0;
    server = await startApi((call) => {
      if (call.path === '/api/devices')
        // The first answer comes at once; the next one is still on its way when the tab signs out.
        return ++listCalls === 1 ? { body: ['a'] } : { body: ['b'], delayMs: 2_000 };
      if (call.path === '/api/devices/1') return { body: 'one' };
      if (call.path === '/management/info') return { body: { activeProfiles: ['dev'] } };
      return undefined;
    });
    const client = renderApp();
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('a'));
    await waitFor(() => expect(server!.callsTo('GET', '/api/devices')).toHaveLength(2));

    signOutInAnotherTab();

    expect(listSignals[1]!.aborted).toBe(true);
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('none'));
    expect(client.getQueryData(['devices', 'list'])).toBeUndefined();
    expect(client.getQueryData(['devices', 'detail', 1])).toBeUndefined();
    // What does not belong to the session stays.
    expect(client.getQueryData(['management-info'])).toEqual({ activeProfiles: ['dev'] });

    // Neither the polling, nor an invalidation, nor a refetch asks again without a token.
    await pause(POLL_MS * 4);
    await client.invalidateQueries();
    await client.refetchQueries();
    await pause(POLL_MS * 2);
    expect(server.callsTo('GET', '/api/devices')).toHaveLength(2);
    expect(server.callsTo('GET', '/api/devices/1')).toHaveLength(1);
    // (The public profile may ask again, without a token: it is no session's.)
    const sessionCalls = server.calls.filter((call) => call.path.startsWith('/api/'));
    expect(sessionCalls.map((call) => call.authorization)).toEqual(Array(3).fill('Bearer jwt'));
  });

  it('without a token a session query asks nothing, even one its own condition enables; a public one asks', async () => {
    server = await startApi((call) =>
      call.path === '/management/info' ? { body: { activeProfiles: [] } } : { body: [] },
    );
    renderApp();
    await waitFor(() => expect(server!.callsTo('GET', '/management/info')).toHaveLength(1));
    await pause(POLL_MS * 3);
    expect(server.calls.map((call) => call.path)).toEqual(['/management/info']);
  });
});
