import { useMutation } from '@tanstack/react-query';
import {
  consumerProfileUpdateSchema,
  type ConsumerAccount,
  type ConsumerProfileUpdate,
} from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { consumerRequest } from './consumer-request';

/**
 * PUT api/consumer/user-accounts (consumer token): names, province and the two consents. The form's
 * flat values go out in the spec's shape (user names and comPartner), as the contracts map them.
 */
export async function updateConsumerAccount(input: ConsumerProfileUpdate): Promise<ConsumerAccount> {
  const body = consumerProfileUpdateSchema.parse(input);
  return consumerRequest((options) => typedApi.put('/api/consumer/user-accounts', { body, ...options }), {
    withConsumerToken: true,
  });
}

export const useUpdateConsumerAccount = () => useMutation({ mutationFn: updateConsumerAccount });
