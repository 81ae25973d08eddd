import { tuyaMessage } from '../tuya/tuya-error-codes';

/**
 * A refusal by the simulated cloud, with Tuya's code. The in-process provider turns it into an
 * IotProviderError, the fake cloud into a `{success: false, code, msg}` envelope.
 */
export class CloudError extends Error {
  constructor(
    readonly code: number,
    detail?: string,
  ) {
    super(detail ? `${tuyaMessage(code)}: ${detail}` : tuyaMessage(code));
    this.name = 'CloudError';
  }
}
