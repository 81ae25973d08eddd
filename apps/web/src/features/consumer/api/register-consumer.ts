import { useMutation } from '@tanstack/react-query';
import { consumerRegisterQuerySchema, type ConsumerRegisterQuery } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { consumerRequest } from './consumer-request';

/**
 * GET api/consumer/register?email=&langKey= -> 204, the same for known and unknown addresses: a
 * link is mailed. 400 (bad e-mail) and 429 (rate limited, Retry-After) are shown by the page.
 */
export async function registerConsumer(input: ConsumerRegisterQuery): Promise<void> {
  const query = consumerRegisterQuerySchema.parse(input);
  await consumerRequest((options) => typedApi.get('/api/consumer/register', { query, ...options }));
}

export const useRegisterConsumer = () => useMutation({ mutationFn: registerConsumer });
