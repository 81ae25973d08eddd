import type { FastifyBaseLogger } from 'fastify';
import type { IotLogOperation } from '@app/contracts';
import { IotProviderError, type IotProvider } from '../../adapters/iot';
import { AppError } from '../../lib/app-error';
import type { IotLogRepository } from './iot-log.repository';

/** How a provider failure reaches the client: status, error key and a message without provider internals. */
const HTTP_OF_KIND: Record<string, { status: number; key: string; message: string }> = {
  offline: { status: 409, key: 'deviceoffline', message: 'The device is offline' },
  unsupported: {
    status: 400,
    key: 'commandunsupported',
    message: 'The device does not support this command or value',
  },
  invalid: { status: 400, key: 'iotinvalid', message: 'The IoT provider refused the request as invalid' },
  not_found: { status: 404, key: 'devicenotfound', message: 'The IoT provider does not know this device' },
  rate_limited: {
    status: 429,
    key: 'iotratelimited',
    message: 'The IoT provider is limiting requests; try again shortly',
  },
  timeout: {
    status: 504,
    key: 'iottimeout',
    message: 'The IoT provider did not answer in time; the outcome of a command is unknown',
  },
};
const UNAVAILABLE = {
  status: 503,
  key: 'iotunavailable',
  message: 'The IoT provider is not available right now',
};

export function toAppError(error: IotProviderError): AppError {
  const mapped = HTTP_OF_KIND[error.kind] ?? UNAVAILABLE;
  return new AppError(mapped.status, mapped.key, mapped.message, { params: { code: error.code } });
}

/**
 * Every provider call made for an account goes through here: the monthly quota is checked first
 * (over it: no call, a DEPLETED_REQUESTS row, 429), then the call is made and logged as SUCCESS or
 * ERROR with its request and response.
 */
export class IotGateway {
  constructor(
    readonly provider: IotProvider,
    private readonly logs: IotLogRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async call<T>(
    accountId: number | null,
    operation: IotLogOperation,
    request: unknown,
    action: (p: IotProvider) => Promise<T>,
  ): Promise<{ result: T; iotLogId: number }> {
    const requestText = JSON.stringify(request);
    if (accountId !== null) {
      const [used, quota] = await Promise.all([
        this.logs.usedThisMonth(accountId),
        this.logs.quotaOf(accountId),
      ]);
      if (used >= quota) {
        await this.logs.insert({
          userAccountId: accountId,
          operation,
          state: 'DEPLETED_REQUESTS',
          request: requestText,
          response: `quota ${quota} reached`,
        });
        throw new AppError(
          429,
          'iotquotadepleted',
          `The monthly IoT request quota of this account (${quota}) is used up`,
          { params: { quota } },
        );
      }
    }
    try {
      const result = await action(this.provider);
      const iotLogId = await this.logs.insert({
        userAccountId: accountId,
        operation,
        state: 'SUCCESS',
        request: requestText,
        response: JSON.stringify(result ?? null),
      });
      return { result, iotLogId };
    } catch (error) {
      if (!(error instanceof IotProviderError)) throw error;
      await this.logs.insert({
        userAccountId: accountId,
        operation,
        state: 'ERROR',
        request: requestText,
        response: JSON.stringify(error.toJSON()),
      });
      this.log.warn({ code: error.code, kind: error.kind, operation }, 'IoT provider call failed');
      throw toAppError(error);
    }
  }
}
