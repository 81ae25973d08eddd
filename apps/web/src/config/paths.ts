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
  account: {
    root: { path: '/account', getHref: () => '/account' },
    settings: { path: '/account/settings', getHref: () => '/account/settings' },
    password: { path: '/account/password', getHref: () => '/account/password' },
  },
  /** Public consumer registration (part 2); the page itself comes with another issue. */
  consumer: { path: '/consumer/:key?', getHref: () => '/consumer' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  notFound: { path: '*', getHref: () => '/404' },
} as const;

/** The location a private route keeps when it sends a visitor to the sign-in page. */
export interface RedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}
