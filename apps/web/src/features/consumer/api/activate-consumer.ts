import { useMutation } from '@tanstack/react-query';
import { consumerActivatedSchema } from '@app/contracts';
import { ApiError } from '../../../lib/api-error';
import { bearerFrom } from '../../../lib/auth/token-storage';
import { callOperation } from '../../../lib/typed-api';
import { consumerRequest } from './consumer-request';

export interface ConsumerActivation {
  login: string;
  token: string;
}

/**
 * GET api/consumer/activate?key= with no Authorization header at all: 200 `{login}` and the
 * consumer token in the `authorization` answer header; 400 errorKey consumerkey for an unknown,
 * used or expired key.
 */
export async function activateConsumer(key: string): Promise<ConsumerActivation> {
  const path = '/api/consumer/activate' as const;
  const response = await consumerRequest((options) =>
    callOperation('get', path, { query: { key }, ...options }),
  );
  const token = bearerFrom(response.headers.get('authorization'));
  const body = consumerActivatedSchema.safeParse(response.data);
  if (!token || !body.success)
    throw new ApiError(500, 'GET', path, undefined, response.headers, 'No consumer token in the answer');
  return { login: body.data.login, token };
}

/** Keys on their way to the server: a key is single-use, so it is sent once even if the page renders twice. */
const keysInFlight = new Set<string>();

/** Starts the activation of `key` unless it is already under way; false when it was. */
export function claimActivationKey(key: string): boolean {
  if (keysInFlight.has(key)) return false;
  keysInFlight.add(key);
  return true;
}

export const useActivateConsumer = () =>
  useMutation({
    mutationFn: activateConsumer,
    onSettled: (_data, _error, key) => {
      keysInFlight.delete(key);
    },
  });
