import { useSyncExternalStore } from 'react';

/**
 * The consumer page's own token (GET api/consumer/activate): sessionStorage, under a key of its
 * own, never the back-office one (token-storage.ts). It lasts as long as the tab; the back-office
 * session never sees it, and it is sent only by the consumer calls.
 */
export const CONSUMER_TOKEN_KEY = 'purifier-consumer-token';

type Listener = () => void;
const listeners = new Set<Listener>();

export function getConsumerToken(): string | null {
  try {
    return sessionStorage.getItem(CONSUMER_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function setConsumerToken(token: string): void {
  sessionStorage.setItem(CONSUMER_TOKEN_KEY, token);
  listeners.forEach((listener) => listener());
}

export function clearConsumerToken(): void {
  const had = getConsumerToken() !== null;
  sessionStorage.removeItem(CONSUMER_TOKEN_KEY);
  if (had) listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The consumer token, re-rendering when it is stored or cleared. */
export const useConsumerToken = (): string | null =>
  useSyncExternalStore(subscribe, getConsumerToken, () => null);
