import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import {
  DEVICE_STATUS_DESTINATION,
  type CurrentUser,
  type AccountDto,
  type PermissionRecord,
} from '@app/contracts';
import { currentUserQueryKey } from '../src/lib/auth/session';
import { ownAccessKeys } from '../src/lib/auth/own-access';
import { liveConnection } from '../src/lib/live/live-connection';

/** Who is signed in: the super user (ROLE_ADMIN, no records needed) unless told otherwise. */
export interface Caller {
  authorities?: string[];
  role?: string;
  /** The caller's own permission records (a non-admin's rights). */
  records?: PermissionRecord[];
}

export const ADMIN: Caller = { authorities: ['ROLE_ADMIN', 'ROLE_USER'], role: 'ADMIN' };

/**
 * A query client as the app's (no retries), with the session and the caller's own account already
 * answered, so a page's permission checks are ready without the sign-in calls.
 */
export function clientFor(caller: Caller = ADMIN): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  const user: CurrentUser = {
    id: 7,
    login: 'tester',
    firstName: null,
    lastName: null,
    email: null,
    imageUrl: null,
    activated: true,
    langKey: 'it',
    createdBy: null,
    createdDate: null,
    lastModifiedBy: null,
    lastModifiedDate: null,
    authorities: caller.authorities ?? ADMIN.authorities!,
  };
  client.setQueryData(currentUserQueryKey, user);
  client.setQueryData(ownAccessKeys.account, {
    id: 1,
    type: { id: 1, name: caller.role ?? 'ADMIN', role: caller.role ?? 'ADMIN' },
  } as unknown as AccountDto);
  if (caller.records) client.setQueryData(ownAccessKeys.permissions(user.id), caller.records);
  return client;
}

/**
 * Renders `ui` as the route `path` of a router opened at `at`, inside a query client for `caller`;
 * `user` types and clicks as a person does. `browser`: the router keeps jsdom's address bar
 * (window.location), for a page that reads it directly; else a memory router.
 */
export function renderRoute(
  ui: ReactElement,
  options: { path?: string; at?: string; caller?: Caller; browser?: boolean } = {},
) {
  const client = clientFor(options.caller);
  const path = options.path ?? '/';
  const routes = [{ path, element: ui, children: [{ path: '*', element: null }] }];
  if (options.browser) window.history.replaceState(null, '', options.at ?? path);
  const router = options.browser
    ? createBrowserRouter(routes)
    : createMemoryRouter(routes, { initialEntries: [options.at ?? path] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, router, user };
}

/** Renders `ui` inside a query client for `caller` (no router). */
export function renderWithClient(ui: ReactElement, caller?: Caller) {
  const client = clientFor(caller);
  const user = userEvent.setup({ delay: null });
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...view, client, user };
}

/**
 * Delivers a frame of the live status feed to whoever listens on the tab's live connection, as the
 * STOMP connection does with a MESSAGE frame (the frame goes through the same parsing).
 */
export function pushStatusFrame(body: unknown): void {
  const listeners = (liveConnection as unknown as { listeners: Map<string, Set<(body: string) => void>> })
    .listeners;
  for (const listener of [...(listeners.get(DEVICE_STATUS_DESTINATION) ?? [])])
    listener(JSON.stringify(body));
}

/** A dealer whose only record limits one service to the given operations (others: full, by default). */
export function dealerWith(service: string, operations: ('create' | 'read' | 'update' | 'delete')[]): Caller {
  const on = (op: 'create' | 'read' | 'update' | 'delete') => operations.includes(op);
  return {
    authorities: ['ROLE_DEALER', 'ROLE_USER'],
    role: 'DEALER',
    records: [
      {
        serviceCode: service,
        permissionCreate: on('create'),
        permissionRead: on('read'),
        permissionUpdate: on('update'),
        permissionDelete: on('delete'),
        permissionCreateAllowed: false,
        permissionReadAllowed: false,
        permissionUpdateAllowed: false,
        permissionDeleteAllowed: false,
      } as PermissionRecord,
    ],
  };
}
