/**
 * The bearer token (docs/product.md#sign-in-and-sessions): localStorage when "remember me" was ticked, otherwise
 * sessionStorage, under the JHipster key. Listeners hear every change so the session can follow.
 */
export const AUTH_TOKEN_KEY = 'jhi-authenticationToken';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function read(storage: Storage): string | null {
  try {
    const raw = storage.getItem(AUTH_TOKEN_KEY);
    if (!raw) return null;
    // A JHipster client stores the token JSON-encoded; accept both forms.
    return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(localStorage) ?? read(sessionStorage);
}

export function setToken(token: string, rememberMe: boolean): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  sessionStorage.removeItem(AUTH_TOKEN_KEY);
  (rememberMe ? localStorage : sessionStorage).setItem(AUTH_TOKEN_KEY, token);
  listeners.forEach((listener) => listener(token));
}

export function clearToken(): void {
  const had = getToken() !== null;
  localStorage.removeItem(AUTH_TOKEN_KEY);
  sessionStorage.removeItem(AUTH_TOKEN_KEY);
  if (had) listeners.forEach((listener) => listener(null));
}

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed out or in (localStorage is shared by the tabs, and each hears the others'
// writes only through this event): this tab follows, so it never goes on with an ended session.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_TOKEN_KEY && event.key !== null) return;
    const token = getToken();
    listeners.forEach((listener) => listener(token));
  });

/** The token from an `Authorization: Bearer <jwt>` header, or null. */
export function bearerFrom(header: string | null): string | null {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || null;
}
