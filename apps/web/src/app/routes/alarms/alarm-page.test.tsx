import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AlarmDetailDto, AlarmEventDto } from '@app/contracts';
import { getToken, setToken } from '../../../lib/auth/token-storage';
import { i18n } from '../../../lib/i18n';
import { startApi, type ApiHandler, type TestApi } from '../../../../test/api-server';
import { dealerWith, renderRoute, type Caller } from '../../../../test/render';
import { AlarmPage } from './alarm-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

const events: AlarmEventDto[] = [
  {
    id: 4,
    type: 'commented',
    at: '2026-11-27T10:20:00.000Z',
    actor: 'mario',
    text: 'Finestra aperta',
    value: null,
  },
  { id: 1, type: 'opened', at: '2026-11-27T10:00:00.000Z', actor: null, text: null, value: 41 },
  { id: 3, type: 'acknowledged', at: '2026-11-27T10:10:00.000Z', actor: 'mario', text: null, value: null },
  { id: 5, type: 'assigned', at: '2026-11-27T10:25:00.000Z', actor: 'mario', text: 'luigi', value: null },
  { id: 2, type: 'flapped', at: '2026-11-27T10:05:00.000Z', actor: null, text: null, value: 38 },
];

const detail = (patch: Partial<AlarmDetailDto> = {}): AlarmDetailDto => ({
  id: 9,
  ruleId: 3,
  ruleName: 'PM2.5 alto',
  kind: 'parameter',
  severity: 'major',
  subject: 'device',
  state: 'active',
  parameter: 'pm25',
  value: 41,
  device: { id: 11, uid: 'uid-11', name: 'Sala riunioni' },
  address: { id: 5, name: 'Via Emilia 12' },
  account: null,
  openedAt: '2026-11-27T10:00:00.000Z',
  clearedAt: '2026-11-27T12:00:00.000Z',
  clearedBy: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  assignee: null,
  flaps: 1,
  events,
  ...patch,
});

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** The alarm's server: GET answers `alarm`; each action answers it changed as `after` says (or `status`). */
function server(alarm: AlarmDetailDto, after: Partial<AlarmDetailDto> = {}, status = 200): ApiHandler {
  let current = alarm;
  return (call) => {
    if (call.method === 'GET' && call.path === '/api/alarms/9') return { body: current };
    if (call.method !== 'POST' || !call.path.startsWith('/api/alarms/9/')) return undefined;
    if (status !== 200) return { status, body: { status, title: 'Refused' } };
    current = { ...current, ...after };
    return { body: current };
  };
}

async function openAlarm(handler: ApiHandler, caller?: Caller) {
  api = await startApi(handler);
  return renderRoute(<AlarmPage />, { path: '/alarms/:id', at: '/alarms/9', caller });
}

const posts = (action: string) => api!.callsTo('POST', `/api/alarms/9/${action}`);

describe('an alarm page', () => {
  it('shows the header and the timeline in time order, with actor, value and comment', async () => {
    await openAlarm(server(detail({ state: 'cleared' })));
    const summary = await screen.findByTestId('alarm-summary');
    expect(screen.getByTestId('alarm-title').textContent).toBe(
      t('alarms.detail.title', { rule: 'PM2.5 alto' }),
    );
    expect(within(summary).getByTestId('alarm-severity').textContent).toBe(t('alarms.severity.major'));
    expect(within(summary).getByTestId('alarm-state').textContent).toBe(t('alarms.state.cleared'));
    const items = within(screen.getByTestId('alarm-timeline')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-type'))).toEqual([
      'opened',
      'flapped',
      'acknowledged',
      'commented',
      'assigned',
    ]);
    expect(within(items[0]!).getByTestId('alarm-event-text').textContent).toBe(
      t('alarms.timeline.opened', { actor: t('alarms.system') }),
    );
    expect(within(items[0]!).getByTestId('alarm-event-value').textContent).toBe(
      t('alarms.timeline.value', { value: 41 }),
    );
    expect(within(items[3]!).getByTestId('alarm-event-text').textContent).toBe(
      t('alarms.timeline.commented', { actor: 'mario' }),
    );
    expect(within(items[3]!).getByTestId('alarm-event-comment').textContent).toBe('Finestra aperta');
    expect(within(items[4]!).getByTestId('alarm-event-text').textContent).toBe(
      t('alarms.timeline.assignedTo', { actor: 'mario', user: 'luigi' }),
    );
    expect(within(items[4]!).queryByTestId('alarm-event-comment')).toBeNull();
  });

  it("links to the device's history from an hour before it opened to an hour after it cleared", async () => {
    await openAlarm(server(detail()));
    const link = await screen.findByTestId('alarm-history-link');
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/devices/history/11');
    expect(url.searchParams.get('from')).toBe('2026-11-27T09:00:00.000Z');
    expect(url.searchParams.get('to')).toBe('2026-11-27T13:00:00.000Z');
  });

  it('acknowledges, assigns to me and comments through the API, showing the answered alarm', async () => {
    const { user } = await openAlarm(
      server(detail({ clearedAt: null }), {
        acknowledgedAt: '2026-11-27T10:30:00.000Z',
        acknowledgedBy: 'tester',
      }),
    );
    await user.click(await screen.findByTestId('alarm-acknowledge'));
    await waitFor(() => expect(posts('acknowledge')).toHaveLength(1));
    expect(posts('acknowledge')[0]!.body).toBeUndefined();
    expect((await screen.findByTestId('alarm-action-done')).textContent).toBe(
      t('alarms.actions.acknowledged'),
    );
    await waitFor(() => expect(screen.queryByTestId('alarm-acknowledge')).toBeNull());

    await user.click(screen.getByTestId('alarm-assign-me'));
    await waitFor(() => expect(posts('assign')).toHaveLength(1));
    expect(posts('assign')[0]!.body).toEqual({ userId: 7 });
    // The answer is in before the next move (the buttons wait while an action runs).
    await waitFor(() =>
      expect(screen.getByTestId('alarm-action-done').textContent).toBe(t('alarms.actions.assignedToMe')),
    );

    await user.click(screen.getByTestId('alarm-comment-send'));
    expect(screen.getByTestId('alarm-comment-error').textContent).toBe(t('alarms.actions.commentRequired'));
    expect(posts('comment')).toHaveLength(0);
    await user.type(screen.getByTestId('alarm-comment-text'), '  Tecnico avvisato ');
    await user.click(screen.getByTestId('alarm-comment-send'));
    await waitFor(() => expect(posts('comment')).toHaveLength(1));
    expect(posts('comment')[0]!.body).toEqual({ text: 'Tecnico avvisato' });
  });

  it('assigns to one of the users the server lists as possible assignees', async () => {
    const base = server(detail({ clearedAt: null }), { assignee: { id: 12, login: 'luigi' } });
    const { user } = await openAlarm((call) =>
      call.method === 'GET' && call.path === '/api/alarms/9/assignees'
        ? {
            body: [
              { id: 7, login: 'tester', name: null },
              { id: 12, login: 'luigi', name: 'Luigi Verdi' },
            ],
          }
        : base(call),
    );
    const select = await screen.findByTestId('alarm-assignee-select');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', 'tester', 'Luigi Verdi (luigi)']);
    expect((screen.getByTestId('alarm-assign') as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(select, '12');
    await user.click(screen.getByTestId('alarm-assign'));
    await waitFor(() => expect(posts('assign')).toHaveLength(1));
    expect(posts('assign')[0]!.body).toEqual({ userId: 12 });
    expect((await screen.findByTestId('alarm-action-done')).textContent).toBe(
      t('alarms.actions.assignedTo', { login: 'luigi' }),
    );
  });

  it('clears only after the confirmation, with the optional note', async () => {
    const { user } = await openAlarm(server(detail({ clearedAt: null }), { state: 'cleared' }));
    await user.click(await screen.findByTestId('alarm-clear'));
    await user.click(screen.getByTestId('alarm-clear-cancel'));
    await waitFor(() => expect(screen.queryByTestId('alarm-clear-dialog')).toBeNull());
    expect(posts('clear')).toHaveLength(0);
    await user.click(screen.getByTestId('alarm-clear'));
    await user.type(screen.getByTestId('alarm-clear-note'), 'Sensore sostituito');
    await user.click(screen.getByTestId('alarm-clear-confirm'));
    await waitFor(() => expect(posts('clear')).toHaveLength(1));
    expect(posts('clear')[0]!.body).toEqual({ note: 'Sensore sostituito' });
    await waitFor(() => expect(screen.queryByTestId('alarm-clear')).toBeNull());
  });

  it('withdraws the actions after a 403 and keeps the user signed in', async () => {
    setToken('a.b.c', false);
    const { user } = await openAlarm(server(detail({ clearedAt: null }), {}, 403));
    await user.click(await screen.findByTestId('alarm-acknowledge'));
    expect((await screen.findByTestId('alarm-action-forbidden')).textContent).toBe(
      t('alarms.actions.forbidden'),
    );
    expect(screen.queryByTestId('alarm-acknowledge')).toBeNull();
    expect(getToken()).toBe('a.b.c');
  });

  it('says another failure in an alert and keeps the actions', async () => {
    const { user } = await openAlarm(server(detail({ clearedAt: null }), {}, 500));
    await user.click(await screen.findByTestId('alarm-acknowledge'));
    expect((await screen.findByTestId('alarm-action-error')).textContent).toBe(t('alarms.actions.failed'));
    expect(screen.getByTestId('alarm-acknowledge')).toBeTruthy();
  });

  it('shows no action to a user who may read devices but not update them', async () => {
    await openAlarm(server(detail()), dealerWith('DEVICE_MANAGEMENT', ['read']));
    await screen.findByTestId('alarm-timeline');
    expect(screen.queryByTestId('alarm-actions')).toBeNull();
  });

  it('says an alarm that does not exist', async () => {
    await openAlarm(() => ({ status: 404, body: { status: 404, title: 'Not Found' } }));
    expect((await screen.findByTestId('alarm-not-found')).textContent).toBe(t('alarms.detail.notFound'));
  });
});
