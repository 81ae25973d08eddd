import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { startApi, type TestApi } from '../../../../test/api-server';
import { dealerWith, renderRoute, type Caller } from '../../../../test/render';
import { toLocalInput } from '../../../features/devices/components/history-range';
import { DeviceHistoryPage } from './device-history-page';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  window.history.replaceState(null, '', '/');
});

const FROM = '2026-03-10T10:00:00.000Z';
const TO = '2026-04-01T10:00:00.000Z';

async function openHistory(from = FROM, to = TO, caller?: Caller) {
  api = await startApi((call) => {
    if (call.path === '/api/devices/5') return { body: { id: 5, uid: 'u5', name: 'Salotto' } };
    if (call.path === '/api/device-status-logs/uuid/u5') return { body: [] };
    return undefined;
  });
  const view = renderRoute(<DeviceHistoryPage />, {
    path: '/devices/history/:id',
    at: `/devices/history/5?from=${from}&to=${to}`,
    browser: true,
    caller,
  });
  if (caller) return view;
  await screen.findByTestId('history-range');
  return view;
}

const historyCalls = () => api!.callsTo('GET', '/api/device-status-logs/uuid/u5');
const addressRange = () => {
  const search = new URLSearchParams(window.location.search);
  return { from: search.get('from'), to: search.get('to') };
};
const fromInput = () => screen.getByLabelText<HTMLInputElement>(t('deviceManagement.history.from'));
const toInput = () => screen.getByLabelText<HTMLInputElement>(t('deviceManagement.history.to'));
const pick = (input: HTMLInputElement, iso: string) =>
  act(() => fireEvent.change(input, { target: { value: toLocalInput(iso) } }));
const note = () => screen.getByTestId('history-note').textContent;

describe('the history range', () => {
  it('shows the range of the address bar and reads it with the interval of its span', async () => {
    await openHistory();
    expect(fromInput().value).toBe(toLocalInput(FROM));
    expect(toInput().value).toBe(toLocalInput(TO));
    await screen.findByTestId('history-empty');
    const [call] = historyCalls();
    expect(Object.fromEntries(call!.query)).toEqual({ start: FROM, end: TO, secondsInterval: '7200' });
    expect(screen.getByTestId('history-interval').textContent).toBe(
      "Un punto ogni 120 minuti (l'ultimo stato di ogni intervallo).",
    );
  });

  it.each([
    ['a day', '2026-03-11T10:00:00.000Z', '900', 15],
    ['five days', '2026-03-15T10:00:00.000Z', '3600', 60],
  ])('reads %s in finer buckets', async (_, to, seconds, minutes) => {
    await openHistory(FROM, to);
    await screen.findByTestId('history-empty');
    expect(historyCalls()[0]!.query.get('secondsInterval')).toBe(seconds);
    expect(screen.getByTestId('history-interval').textContent).toContain(`ogni ${minutes} minuti`);
  });

  it('refuses a range longer than a year without asking the server', async () => {
    await openHistory('2025-01-01T00:00:00.000Z', '2026-01-03T00:00:00.000Z');
    expect(note()).toBe('Il periodo può durare al massimo un anno.');
    expect(fromInput().getAttribute('aria-describedby')).toBe('history-note');
    expect(screen.queryByTestId('history-data')).toBeNull();
    expect(historyCalls()).toHaveLength(0);
  });

  it('takes a year whole (366 days)', async () => {
    await openHistory('2025-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z');
    await screen.findByTestId('history-empty');
    expect(note()).toBe('');
  });

  it('a start moved past the end moves the end to a month after it, and says so', async () => {
    await openHistory();
    await pick(fromInput(), '2026-06-20T08:00:00.000Z');
    expect(addressRange()).toEqual({ from: '2026-06-20T08:00:00.000Z', to: '2026-07-20T08:00:00.000Z' });
    expect(note()).toBe(t('deviceManagement.history.correctedTo'));
    await waitFor(() => expect(toInput().value).toBe(toLocalInput('2026-07-20T08:00:00.000Z')));
  });

  it('an end moved before the start moves the start to a month before it, and says so', async () => {
    await openHistory();
    await pick(toInput(), '2026-02-15T09:30:00.000Z');
    expect(addressRange()).toEqual({ from: '2026-01-15T09:30:00.000Z', to: '2026-02-15T09:30:00.000Z' });
    expect(note()).toBe(
      'La data iniziale era dopo quella finale: è stata spostata a un mese prima della fine.',
    );
  });

  it('a change that needs no correction keeps the other end and clears the note', async () => {
    await openHistory();
    await pick(fromInput(), '2026-06-20T08:00:00.000Z');
    expect(note()).not.toBe('');
    await pick(toInput(), '2026-08-01T08:00:00.000Z');
    expect(addressRange()).toEqual({ from: '2026-06-20T08:00:00.000Z', to: '2026-08-01T08:00:00.000Z' });
    expect(note()).toBe('');
  });

  it('is refused, before any call, to a user who may not read statistics', async () => {
    await openHistory(FROM, TO, dealerWith('STATISTICS_MANAGEMENT', []));
    expect((await screen.findByTestId('device-history-not-authorized')).textContent).toBe(
      t('deviceManagement.history.notAuthorized'),
    );
    expect(api!.calls).toHaveLength(0);
  });

  it('a quick second edit builds on the first, not on the range the page last drew', async () => {
    await openHistory();
    act(() => {
      fireEvent.change(fromInput(), { target: { value: toLocalInput('2026-03-20T10:00:00.000Z') } });
      fireEvent.change(toInput(), { target: { value: toLocalInput('2026-03-25T10:00:00.000Z') } });
    });
    expect(addressRange()).toEqual({ from: '2026-03-20T10:00:00.000Z', to: '2026-03-25T10:00:00.000Z' });
  });
});
