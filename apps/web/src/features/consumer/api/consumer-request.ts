import { request, type QueryValue } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { clearConsumerToken, getConsumerToken } from '../../../lib/auth/consumer-token';

/** Query keys of the consumer page: everything under ['consumer']. */
export const consumerKeys = {
  all: ['consumer'] as const,
  account: (token: string) => ['consumer', 'account', token] as const,
  accounts: ['consumer', 'account'] as const,
  activation: (key: string) => ['consumer', 'activate', key] as const,
  models: ['consumer', 'models'] as const,
  provinces: ['consumer', 'provinces'] as const,
  cities: (province: string) => ['consumer', 'cities', province] as const,
};

type ExpiredListener = () => void;
const expiredListeners = new Set<ExpiredListener>();

/** Called when a consumer call is refused with 401 (token expired, or the account deleted elsewhere). */
export function onConsumerSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

interface ConsumerRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Sends the consumer token (the own-account calls); public calls send no token at all. */
  withConsumerToken?: boolean;
}

/**
 * A call of the consumer page. It never carries the back-office token, nor the consumer token
 * unless asked; the page shows every failure itself (no global toast), and a refusal never signs
 * the back-office user out. A 401 on a consumer-token call ends the consumer session only.
 */
export async function consumerRequest<T>(path: string, options: ConsumerRequestOptions = {}) {
  const token = options.withConsumerToken ? getConsumerToken() : null;
  try {
    return await request<T>(path, {
      method: options.method,
      body: options.body,
      query: options.query,
      signal: options.signal,
      token,
      globalHandling: false,
    });
  } catch (error) {
    if (options.withConsumerToken && isApiError(error) && error.status === 401 && token) {
      // Only when it is still the token that was refused (not one replaced meanwhile).
      if (getConsumerToken() === token) {
        clearConsumerToken();
        expiredListeners.forEach((listener) => listener());
      }
    }
    throw error;
  }
}
