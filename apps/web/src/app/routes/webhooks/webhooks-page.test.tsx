import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { WebhookDeliveryDto, WebhookDto } from '@app/contracts';
import { i18n } from '../../../lib/i18n';
import { startApi, type ApiHandler, type TestApi } from '../../../../test/api-server';
import { dealerWith, renderRoute, type Caller } from '../../../../test/render';
import { WebhooksPage } from './webhooks-page';
import { WebhookPage } from './webhook-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const SECRET = 'ab'.repeat(32);

const hook = (id: number, change: Partial<WebhookDto> = {}): WebhookDto => ({
  id,
  accountId: 1,
  name: `Desk ${id}`,
  url: `https://hooks.example.com/${id}`,
  events: ['alarm.opened', 'alarm.cleared'],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-27T10:00:00Z',
  lastDeliveryAt: null,
  ...change,
});

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** The API with a list of endpoints that POST, PUT and DELETE change. */
function fakeApi(hooks: WebhookDto[], extra?: ApiHandler): ApiHandler {
  return async (call) => {
    const answer = await extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === '/api/webhooks') return { body: hooks };
    if (call.method === 'POST' && call.path === '/api/webhooks') {
      const created = { ...hook(99), ...(call.body as object) };
      hooks.push(created);
      return { status: 201, body: { ...created, secret: SECRET } };
    }
    const put = /^\/api\/webhooks\/(\d+)$/.exec(call.path);
    if (put && call.method === 'PUT') {
      const i = hooks.findIndex((h) => h.id === Number(put[1]));
      hooks[i] = { ...hooks[i]!, ...(call.body as object) };
      return { body: hooks[i] };
    }
    if (put && call.method === 'DELETE') {
      hooks.splice(
        hooks.findIndex((h) => h.id === Number(put[1])),
        1,
      );
      return { status: 204 };
    }
    return undefined;
  };
}

async function openList(handler: ApiHandler, caller?: Caller) {
  api = await startApi(handler);
  return renderRoute(<WebhooksPage />, { path: '/webhooks', caller });
}

describe('the webhooks page', () => {
  it('creates an endpoint and shows its secret once, with a copy button', async () => {
    const { user } = await openList(fakeApi([hook(1)]));
    await screen.findByTestId('webhook-row-1');
    await user.type(screen.getByLabelText(t('webhooks.form.name')), 'Ticketing');
    const url = screen.getByLabelText(t('webhooks.form.url'));
    await user.clear(url);
    await user.type(url, 'https://tickets.example.com/in');
    await user.click(screen.getByLabelText(t('webhooks.event.acknowledged')));
    await user.click(screen.getByTestId('webhook-form-submit'));
    const secret = await screen.findByTestId('webhook-secret');
    expect((within(secret).getByTestId('webhook-secret-value') as HTMLInputElement).value).toBe(SECRET);
    expect(api!.callsTo('POST', '/api/webhooks')[0]!.body).toEqual({
      accountId: 1,
      name: 'Ticketing',
      url: 'https://tickets.example.com/in',
      events: ['alarm.opened', 'alarm.cleared', 'alarm.acknowledged'],
      enabled: true,
    });
    await user.click(screen.getByTestId('webhook-secret-copy'));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(screen.getByTestId('webhook-secret-copied').textContent).toBe(t('webhooks.secret.copied'));
    await user.click(screen.getByTestId('webhook-secret-done'));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(await screen.findByTestId('webhook-row-99')).toBeTruthy();
  });

  it('names the fields to fix and sends nothing; shows the server refusing a private address under the URL', async () => {
    const { user } = await openList(
      fakeApi([], (call) =>
        call.method === 'POST'
          ? {
              status: 400,
              body: {
                title: 'url must not reach a private address',
                status: 400,
                fieldErrors: [{ objectName: 'webhook', field: 'url', message: 'privateAddress' }],
              },
            }
          : undefined,
      ),
    );
    await screen.findByTestId('webhooks-empty');
    await user.click(screen.getByLabelText(t('webhooks.event.opened')));
    await user.click(screen.getByLabelText(t('webhooks.event.cleared')));
    await user.click(screen.getByTestId('webhook-form-submit'));
    expect(screen.getByText(t('webhooks.form.eventsRequired'))).toBeTruthy();
    expect(screen.getByTestId('webhook-form-name').getAttribute('aria-invalid')).toBe('true');
    expect(api!.callsTo('POST', '/api/webhooks')).toEqual([]);

    await user.type(screen.getByTestId('webhook-form-name'), 'Local');
    const url = screen.getByTestId('webhook-form-url');
    await user.clear(url);
    await user.type(url, 'https://10.0.0.1/hook');
    await user.click(screen.getByLabelText(t('webhooks.event.opened')));
    await user.click(screen.getByTestId('webhook-form-submit'));
    expect(await screen.findByText(t('webhooks.form.refused.privateAddress'))).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('disables, sends a test with its result, and deletes only after confirming', async () => {
    const delivery: WebhookDeliveryDto = {
      id: 5,
      event: 'test',
      attempt: 1,
      statusCode: 200,
      error: null,
      durationMs: 42,
      at: '2026-11-27T10:00:00Z',
    };
    const { user } = await openList(
      fakeApi([hook(1), hook(2)], (call) =>
        call.method === 'POST' && call.path === '/api/webhooks/1/test' ? { body: delivery } : undefined,
      ),
    );
    await screen.findByTestId('webhook-row-1');
    await user.click(screen.getByTestId('webhook-toggle-1'));
    await waitFor(() => expect(api!.callsTo('PUT', '/api/webhooks/1')).toHaveLength(1));
    expect(api!.callsTo('PUT', '/api/webhooks/1')[0]!.body).toMatchObject({ enabled: false, name: 'Desk 1' });
    await waitFor(() =>
      expect(screen.getByTestId('webhook-toggle-1').textContent).toBe(t('webhooks.action.enable')),
    );

    await user.click(screen.getByTestId('webhook-test-1'));
    expect((await screen.findByTestId('webhook-test-result')).textContent).toContain(
      t('webhooks.test.ok', { status: 200, ms: 42 }),
    );

    await user.click(screen.getByTestId('webhook-delete-2'));
    expect(screen.getByTestId('delete-question').textContent).toContain('Desk 2');
    await user.click(screen.getByTestId('delete-cancel'));
    expect(api!.callsTo('DELETE', '/api/webhooks/2')).toEqual([]);
    await user.click(screen.getByTestId('webhook-delete-2'));
    await user.click(screen.getByTestId('delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('webhook-row-2')).toBeNull());
    expect(api!.callsTo('DELETE', '/api/webhooks/2')).toHaveLength(1);
  });

  it('says why it shows nothing to a user without DEVICE_MANAGEMENT update, and asks nothing', async () => {
    await openList(fakeApi([hook(1)]), dealerWith('DEVICE_MANAGEMENT', ['read']));
    expect(await screen.findByTestId('webhooks-not-authorized')).toBeTruthy();
    expect(api!.callsTo('GET', '/api/webhooks')).toEqual([]);
  });
});

describe("an endpoint's page", () => {
  it('shows why it was disabled and its delivery log with the status codes', async () => {
    const deliveries: WebhookDeliveryDto[] = [
      {
        id: 3,
        event: 'alarm.opened',
        attempt: 2,
        statusCode: 200,
        error: null,
        durationMs: 80,
        at: '2026-11-27T10:01:00Z',
      },
      {
        id: 2,
        event: 'alarm.opened',
        attempt: 1,
        statusCode: 500,
        error: null,
        durationMs: 31,
        at: '2026-11-27T10:00:30Z',
      },
      {
        id: 1,
        event: 'test',
        attempt: 1,
        statusCode: null,
        error: 'connect ECONNREFUSED',
        durationMs: 3,
        at: '2026-11-27T10:00:00Z',
      },
    ];
    api = await startApi(
      fakeApi(
        [hook(4, { enabled: false, disabledReason: 'consecutiveFailures', consecutiveFailures: 10 })],
        (call) => (call.path === '/api/webhooks/4/deliveries' ? { body: deliveries } : undefined),
      ),
    );
    renderRoute(<WebhookPage />, { path: '/webhooks/:id', at: '/webhooks/4' });
    expect((await screen.findByTestId('webhook-title')).textContent).toBe('Desk 4');
    expect(screen.getByTestId('webhook-disabled-reason').textContent).toBe(
      t('webhooks.disabledReason.consecutiveFailures'),
    );
    await screen.findByTestId('webhook-deliveries');
    const row = (id: number) => screen.getByTestId(`webhook-delivery-${id}`).textContent;
    expect(row(3)).toContain('200');
    expect(row(2)).toContain('500');
    expect(row(1)).toContain(t('webhooks.deliveries.noAnswer'));
    expect(row(1)).toContain('ECONNREFUSED');
    expect(row(1)).toContain(t('webhooks.event.test'));
  });

  it('says an endpoint that is not the caller’s does not exist', async () => {
    api = await startApi(fakeApi([hook(1)]));
    renderRoute(<WebhookPage />, { path: '/webhooks/:id', at: '/webhooks/77' });
    expect(await screen.findByTestId('webhook-not-found')).toBeTruthy();
  });
});
