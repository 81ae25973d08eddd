import { useMutation } from '@tanstack/react-query';
import { typedApi } from '../../../lib/typed-api';
import { consumerRequest } from './consumer-request';

/** DELETE api/consumer/user/{id} (consumer token, its account id) -> 204: the consumer deletes its own account. */
export async function deleteConsumerAccount(accountId: number): Promise<void> {
  await consumerRequest(
    (options) => typedApi.delete('/api/consumer/user/{id}', { path: { id: String(accountId) }, ...options }),
    { withConsumerToken: true },
  );
}

export const useDeleteConsumerAccount = () => useMutation({ mutationFn: deleteConsumerAccount });
