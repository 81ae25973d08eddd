import { useMutation } from '@tanstack/react-query';
import { consumerRequest } from './consumer-request';

/** DELETE api/consumer/user/{login} (consumer token) -> 204: the consumer deletes its own account. */
export async function deleteConsumerAccount(login: string): Promise<void> {
  await consumerRequest<void>(`/api/consumer/user/${encodeURIComponent(login)}`, {
    method: 'DELETE',
    withConsumerToken: true,
  });
}

export const useDeleteConsumerAccount = () => useMutation({ mutationFn: deleteConsumerAccount });
