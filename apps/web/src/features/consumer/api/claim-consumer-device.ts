import { useMutation } from '@tanstack/react-query';
import { consumerDeviceClaimSchema, type ConsumerDevice, type ConsumerDeviceClaim } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { consumerRequest } from './consumer-request';

/**
 * POST api/consumer/devices (consumer token) -> 201: claims a purifier by its serial number (and,
 * for a shop's stock, the IoT id on its label). The errors (serialinvalid — one answer for every
 * refused serial —, notconsumermodel, ratelimit, ...) are shown by the form.
 */
export async function claimConsumerDevice(input: ConsumerDeviceClaim): Promise<ConsumerDevice> {
  const body = consumerDeviceClaimSchema.parse(input);
  return consumerRequest((options) => typedApi.post('/api/consumer/devices', { body, ...options }), {
    withConsumerToken: true,
  });
}

export const useClaimConsumerDevice = () => useMutation({ mutationFn: claimConsumerDevice });
