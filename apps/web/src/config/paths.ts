/**
 * Every route of the web app, in one place (Bulletproof React style). `path` is what the router
 * matches; `getHref` builds a link. Feature code never writes a route string by hand.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  logout: { path: '/logout', getHref: () => '/logout' },
  register: { path: '/register', getHref: () => '/register' },
  /** The menu's registration link (same form as /register). */
  accountRegister: { path: '/account/register', getHref: () => '/account/register' },
  activate: {
    path: '/account/activate/:key?',
    getHref: (key?: string) => (key ? `/account/activate/${encodeURIComponent(key)}` : '/account/activate'),
  },
  resetRequest: { path: '/account/reset/request', getHref: () => '/account/reset/request' },
  resetFinish: {
    path: '/account/reset/finish/:key?',
    getHref: (key: string) => `/account/reset/finish/${encodeURIComponent(key)}`,
  },
  /**
   * The signed-in user's own settings, password and sessions (features/self-service; not `accounts`, the
   * account hierarchy). The URLs keep the spec's /account prefix.
   */
  selfService: {
    root: { path: '/account', getHref: () => '/account' },
    settings: { path: '/account/settings', getHref: () => '/account/settings' },
    password: { path: '/account/password', getHref: () => '/account/password' },
    /** Where the user is signed in, with a way to end those sessions. */
    sessions: { path: '/account/sessions', getHref: () => '/account/sessions' },
  },
  /** Public consumer registration (part 2): the mailed link's key in the path (or `?key=`). */
  consumer: { path: '/consumer/:key?', getHref: () => '/consumer' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  accessibility: { path: '/accessibility', getHref: () => '/accessibility' },
  /**
   * The five generic entity screens (docs/product.md#entity-screens) of every descriptor in `@app/contracts` ENTITIES:
   * `entity` is the descriptor's name (its base route), `search` the kept `?page=&sort=` query.
   */
  entity: {
    list: {
      path: (entity: string) => `/${entity}`,
      getHref: (entity: string, search = '') => `/${entity}${search}`,
    },
    create: { path: 'new', getHref: (entity: string, search = '') => `/${entity}/new${search}` },
    detail: {
      path: ':id',
      getHref: (entity: string, id: string | number, search = '') => `/${entity}/${id}${search}`,
    },
    edit: {
      path: ':id/edit',
      getHref: (entity: string, id: string | number, search = '') => `/${entity}/${id}/edit${search}`,
    },
    delete: {
      path: ':id/delete',
      getHref: (entity: string, id: string | number, search = '') => `/${entity}/${id}/delete${search}`,
    },
  },
  /** The administration area (docs/product.md#route-access), ROLE_ADMIN only; `search` keeps a list's ?page=&sort=. */
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    users: {
      path: '/admin/user-management',
      getHref: (search = '') => `/admin/user-management${search}`,
    },
    userNew: {
      path: '/admin/user-management/new',
      getHref: (search = '') => `/admin/user-management/new${search}`,
    },
    userDetail: {
      path: '/admin/user-management/:login',
      getHref: (login: string, search = '') => `/admin/user-management/${encodeURIComponent(login)}${search}`,
    },
    userEdit: {
      path: '/admin/user-management/:login/edit',
      getHref: (login: string, search = '') =>
        `/admin/user-management/${encodeURIComponent(login)}/edit${search}`,
    },
    userDelete: {
      path: '/admin/user-management/:login/delete',
      getHref: (login: string, search = '') =>
        `/admin/user-management/${encodeURIComponent(login)}/delete${search}`,
    },
    tracker: { path: '/admin/tracker', getHref: () => '/admin/tracker' },
    report: { path: '/admin/report', getHref: () => '/admin/report' },
    metrics: { path: '/admin/metrics', getHref: () => '/admin/metrics' },
    health: { path: '/admin/health', getHref: () => '/admin/health' },
    configuration: { path: '/admin/configuration', getHref: () => '/admin/configuration' },
    audits: { path: '/admin/audits', getHref: () => '/admin/audits' },
    system: { path: '/admin/system', getHref: () => '/admin/system' },
    logs: { path: '/admin/logs', getHref: () => '/admin/logs' },
    jobs: { path: '/admin/jobs', getHref: (search = '') => `/admin/jobs${search}` },
    docs: { path: '/admin/docs', getHref: () => '/admin/docs' },
  },
  /**
   * The accounts area (docs/product.md#accounts-area). `account` is the uuid of the selected account
   * whose children the list shows; `search` keeps the list's query. The device links point into the
   * devices area.
   */
  accounts: {
    list: {
      path: '/accounts',
      getHref: (account?: string, page?: number) => `/accounts${toSearch({ account, page })}`,
    },
    create: {
      path: '/accounts/new',
      getHref: (type?: string, parent?: string) => `/accounts/new${toSearch({ type, parent })}`,
    },
    detail: {
      path: '/accounts/:id',
      getHref: (id: number, type?: string, parent?: string) => `/accounts/${id}${toSearch({ type, parent })}`,
    },
    delete: {
      path: '/accounts/:id/delete',
      getHref: (id: number, search = '') => `/accounts/${id}/delete${search}`,
    },
    editAddress: {
      path: '/accounts/:id/edit-address',
      getHref: (id: number, addressId?: number, search = '') =>
        `/accounts/${id}/edit-address${addressId === undefined ? search : mergeQuery(search, { id: addressId })}`,
    },
    permissions: {
      path: '/accounts/:id/permissions',
      getHref: (id: number) => `/accounts/${id}/permissions`,
    },
    /** The account's air quality thresholds, for its whole subtree (decision 040). */
    thresholds: {
      path: '/accounts/:id/thresholds',
      getHref: (id: number, type?: string) => `/accounts/${id}/thresholds${toSearch({ type })}`,
    },
    addressPermissions: {
      path: '/accounts/:id/addr/:cid/permissions',
      getHref: (id: number, addressId: number) => `/accounts/${id}/addr/${addressId}/permissions/`,
    },
    addresses: { path: '/accounts/address', getHref: () => '/accounts/address' },
    addressEdit: {
      path: '/accounts/address/edit-address',
      getHref: (addressId: number) => `/accounts/address/edit-address?id=${addressId}`,
    },
    addressDevices: {
      path: '/accounts/address/devices',
      getHref: (addressId: number, owner?: number) =>
        `/accounts/address/devices${toSearch({ addressId, owner })}`,
    },
    /** The devices of a device-owning account (the devices area). */
    ownerDevices: { getHref: (ownerUuid: string) => `/devices${toSearch({ owner: ownerUuid })}` },
    /** The device form of the devices area, with the owner account id and the address. */
    newDevice: {
      getHref: (ownerId: number, addressId: number) =>
        `/devices/new${toSearch({ owner: ownerId, addrId: addressId })}`,
    },
  },
  /** Fleet care (docs/product.md#fleet-care): filter forecast, site air quality, fleet health. */
  fleet: {
    /** The filter due list; `within` (7, 30 or all days) and `addressId` preselect its filters. */
    filters: {
      path: '/fleet/filters',
      getHref: (query: { within?: '7' | '30' | 'all'; addressId?: number } = {}) =>
        `/fleet/filters${toSearch(query)}`,
    },
    airQuality: { path: '/fleet/air-quality', getHref: () => '/fleet/air-quality' },
    health: { path: '/fleet/health', getHref: () => '/fleet/health' },
  },
  /** The devices area (docs/product.md#devices-area): list, form, live detail, history, delete over the list, dashboard. */
  devices: {
    /** Every device of the caller's scope in tabs by condition (app/routes/dashboard/dashboard-page.tsx). */
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    list: {
      path: '/devices',
      /** `search`: the list's query (owner, page, sort, filters), as the list keeps it in the address bar. */
      getHref: (search = '') => `/devices${search}`,
    },
    create: {
      path: '/devices/new',
      getHref: (owner?: number, addrId?: number) => `/devices/new${toSearch({ owner, addrId })}`,
    },
    edit: { path: '/devices/:id', getHref: (id: number) => `/devices/${id}` },
    detail: { path: '/devices/detail/:id', getHref: (id: number) => `/devices/detail/${id}` },
    history: { path: '/devices/history/:id', getHref: (id: number) => `/devices/history/${id}` },
    delete: {
      path: ':id/delete',
      getHref: (id: number, search = '') => `/devices/${id}/delete${search}`,
    },
  },
  /**
   * Bulk jobs (docs/decisions/038): the caller's jobs run by the server (timers, commands, timer
   * deletion on many devices) and one job's page with its devices' outcomes.
   */
  bulkJobs: {
    list: { path: '/bulk-jobs', getHref: () => '/bulk-jobs' },
    detail: { path: '/bulk-jobs/:id', getHref: (id: number) => `/bulk-jobs/${id}` },
  },
  /** Alerts (docs/decisions/040): alarms, rules, the notification centre, webhooks. */
  alarms: {
    list: { path: '/alarms', getHref: () => '/alarms' },
    detail: { path: '/alarms/:id', getHref: (id: number) => `/alarms/${id}` },
  },
  alertRules: {
    list: { path: '/alert-rules', getHref: () => '/alert-rules' },
  },
  sites: {
    settings: { path: '/sites/:id/settings', getHref: (id: number) => `/sites/${id}/settings` },
  },
  notifications: {
    list: { path: '/notifications', getHref: () => '/notifications' },
    preferences: { path: '/notifications/preferences', getHref: () => '/notifications/preferences' },
  },
  webhooks: {
    list: { path: '/webhooks', getHref: () => '/webhooks' },
    detail: { path: '/webhooks/:id', getHref: (id: number) => `/webhooks/${id}` },
  },
  /** API keys for machines (docs/decisions/046). */
  apiKeys: {
    list: { path: '/api-keys', getHref: () => '/api-keys' },
  },
  /** A user's own scheduled CSV exports (docs/decisions/048). */
  scheduledExports: {
    list: { path: '/scheduled-exports', getHref: () => '/scheduled-exports' },
  },
  /** The public air screen of a site's share link (docs/decisions/050). */
  airScreen: { path: '/air/:token', getHref: (token: string) => `/air/${token}` },
  notFound: { path: '*', getHref: () => '/404' },
} as const;

/** `?a=1&b=x` of the defined values ('' when none). */
function toSearch(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A kept query string with some values set or replaced. */
function mergeQuery(search: string, values: Record<string, string | number>): string {
  const merged = new URLSearchParams(search);
  for (const [key, value] of Object.entries(values)) merged.set(key, String(value));
  return `?${merged.toString()}`;
}

/** The location a private route keeps when it sends a visitor to the sign-in page. */
export interface RedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}
