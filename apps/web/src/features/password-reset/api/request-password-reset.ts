import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST api/account/reset-password/init with the bare e-mail as text/plain; always 200. */
export async function requestPasswordReset(email: string): Promise<void> {
  await request<void>('/api/account/reset-password/init', { method: 'POST', text: email });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
