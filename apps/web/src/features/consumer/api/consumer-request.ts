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

/** What every consumer call is sent with, besides its own path, query and body. */
export interface ConsumerCallOptions {
  /** The consumer token, or null: no token at all. */
  token: string | null;
  globalHandling: false;
}

interface ConsumerRequestOptions {
  /** Sends the consumer token (the own-account calls); public calls send no token at all. */
  withConsumerToken?: boolean;
}

/**
 * A call of the consumer page, made by `send` (a typedApi or callOperation call) with the options it
 * is given. It never carries the back-office token, nor the consumer token unless asked; the page
 * shows every failure itself (no global toast), and a refusal never signs the back-office user out.
 * A 401 on a consumer-token call ends the consumer session only.
 */
export async function consumerRequest<T>(
  send: (options: ConsumerCallOptions) => Promise<T>,
  { withConsumerToken = false }: ConsumerRequestOptions = {},
): Promise<T> {
  const token = withConsumerToken ? getConsumerToken() : null;
  try {
    return await send({ token, globalHandling: false });
  } catch (error) {
    if (withConsumerToken && isApiError(error) && error.status === 401 && token) {
      // Only when it is still the token that was refused (not one replaced meanwhile).
      if (getConsumerToken() === token) {
        clearConsumerToken();
        expiredListeners.forEach((listener) => listener());
      }
    }
    throw error;
  }
}
