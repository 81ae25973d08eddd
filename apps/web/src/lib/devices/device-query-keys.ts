/** Query keys of the devices area: everything under ['devices']. */
export const deviceKeys = {
  all: ['devices'] as const,
  lists: ['devices', 'list'] as const,
  list: (query: string) => ['devices', 'list', query] as const,
  detail: (id: number) => ['devices', 'detail', id] as const,
  dashboard: ['devices', 'dashboard'] as const,
  statuses: ['devices', 'status'] as const,
  status: (uids: readonly string[]) => ['devices', 'status', ...uids] as const,
  timers: (uid: string) => ['devices', 'timers', uid] as const,
  history: (uid: string, start: string, end: string, interval: number) =>
    ['devices', 'history', uid, start, end, interval] as const,
};
