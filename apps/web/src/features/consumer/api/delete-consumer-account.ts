import { useMutation } from '@tanstack/react-query';
import { consumerRequest } from './consumer-request';

/** DELETE api/consumer/user/{id} (consumer token, its account id) -> 204: the consumer deletes its own account. */
export async function deleteConsumerAccount(accountId: number): Promise<void> {
  await consumerRequest<void>(`/api/consumer/user/${accountId}`, {
    method: 'DELETE',
    withConsumerToken: true,
  });
}

export const useDeleteConsumerAccount = () => useMutation({ mutationFn: deleteConsumerAccount });
