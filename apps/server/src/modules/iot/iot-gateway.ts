import type { FastifyBaseLogger } from 'fastify';
import { utcQuotaMonth as quotaMonth, type IotLogOperation } from '@app/contracts';
import { IotProviderError, type IotProvider } from '../../adapters/iot';
import { AppError } from '../../lib/app-error';
import type { IotLogEntry, IotLogRepository, QuotaState } from './iot-log.repository';
import { kindOf, type PacePriority, type ProviderPace } from './provider-pace';

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
 * (over it: no call, a DEPLETED_REQUESTS row, 429), then the call waits for its turn in the
 * provider's budget (`pace`, at this gateway's priority: the request path's is interactive, the
 * poller's and the bulk jobs' background), then it is made and logged as SUCCESS or ERROR with its
 * request and response.
 */
export class IotGateway {
  /** SUCCESS rows written after the answer (`readLoggedAfter`) and not yet committed. */
  private readonly unsettled = new Set<Promise<void>>();
  /** The same writes by account: the account's next quota read waits for them. */
  private readonly unsettledOf = new Map<number, Set<Promise<void>>>();

  constructor(
    readonly provider: IotProvider,
    private readonly logs: IotLogRepository,
    private readonly log: FastifyBaseLogger,
    private readonly pace?: ProviderPace,
    private readonly priority: PacePriority = 'interactive',
  ) {}

  /**
   * The account's quota and usage, read now; a caller may start it beside its own reads (the
   * devices in scope) and hand it to `call`, so the quota costs no round trip of its own. Null for
   * a call made for no account.
   *
   * Rows the account's earlier reads write after their answers are committed first: the count
   * then holds every call answered before this one began. (Adding the uncommitted rows to the
   * count instead missed a row committed between the count's snapshot and the addition.)
   */
  async readQuota(accountId: number | null): Promise<QuotaState | null> {
    if (accountId === null) return null;
    const writing = this.unsettledOf.get(accountId);
    if (writing) await Promise.all([...writing]);
    return this.logs.quotaState(accountId);
  }

  /** `quotaRead`: the account's quota read by `readQuota` for this very call (read here when omitted). */
  async call<T>(
    accountId: number | null,
    operation: IotLogOperation,
    request: unknown,
    action: (p: IotProvider) => Promise<T>,
    quotaRead?: Promise<QuotaState | null>,
  ): Promise<{ result: T; iotLogId: number }> {
    const { result, success } = await this.callLoggedByCaller(
      accountId,
      operation,
      request,
      action,
      quotaRead,
    );
    return { result, iotLogId: await this.logs.insert(success) };
  }

  /**
   * A read (the live status) whose SUCCESS row is written while the answer goes out instead of
   * before it: the row's commit — a WAL flush, the largest part of the server's own time on a
   * status call — leaves the client's wait. Nothing is lost on a clean stop (`settled`, awaited when
   * the app closes); the account's next quota read waits for the row (`readQuota`). Refusals and
   * ERROR rows are written before the answer, as in `call`.
   */
  async readLoggedAfter<T>(
    accountId: number | null,
    operation: IotLogOperation,
    request: unknown,
    action: (p: IotProvider) => Promise<T>,
    quotaRead?: Promise<QuotaState | null>,
  ): Promise<T> {
    const { result, success } = await this.callLoggedByCaller(
      accountId,
      operation,
      request,
      action,
      quotaRead,
    );
    this.insertLater(success);
    return result;
  }

  /** Resolves once every row written after its answer is committed (or reported as lost). */
  async settled(): Promise<void> {
    while (this.unsettled.size) await Promise.all([...this.unsettled]);
  }

  /**
   * The quota check and the call; the SUCCESS row to write is the caller's: `call` writes it now,
   * `readLoggedAfter` after the answer, and the poller writes the rows of many calls in one
   * statement (IotLogRepository.insertMany) and links its status rows to them. Refusals and ERROR
   * rows are written here. Until the caller writes the row, the call is not in the month's count,
   * so a caller making several calls for an account counts them itself.
   */
  async callLoggedByCaller<T>(
    accountId: number | null,
    operation: IotLogOperation,
    request: unknown,
    action: (p: IotProvider) => Promise<T>,
    quotaRead?: Promise<QuotaState | null>,
  ): Promise<{ result: T; success: IotLogEntry }> {
    const requestText = JSON.stringify(request);
    const state = await (quotaRead ?? this.readQuota(accountId));
    if (accountId !== null && state) {
      const quota = state.quota;
      if (state.used >= quota) {
        await this.logs.insert({
          userAccountId: accountId,
          operation,
          state: 'DEPLETED_REQUESTS',
          request: requestText,
          response: `quota ${quota} reached`,
        });
        // Renewal is when the count restarts: the start of the next counting month (quotaMonth).
        const now = Date.now();
        const renewsAt = quotaMonth(now).monthEnd;
        throw new AppError(
          429,
          'iotquotadepleted',
          `The monthly IoT request quota of this account (${quota}) is used up until ${new Date(renewsAt).toISOString()}`,
          {
            params: { quota, limit: quota, used: state.used, renewsAt: new Date(renewsAt).toISOString() },
            headers: { 'retry-after': String(Math.max(1, Math.ceil((renewsAt - now) / 1000))) },
          },
        );
      }
    }
    await this.pace?.take(kindOf(operation), this.priority);
    try {
      const result = await action(this.provider);
      const success: IotLogEntry = {
        userAccountId: accountId,
        operation,
        state: 'SUCCESS',
        request: requestText,
        response: JSON.stringify(result ?? null),
      };
      return { result, success };
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

  private insertLater(entry: IotLogEntry): void {
    const account = entry.userAccountId;
    const write: Promise<void> = this.logs
      .insert(entry)
      .then(
        () => undefined,
        // Not silent: the row is in the error log whole, to be restored by hand.
        (error: unknown) => this.log.error({ err: error, iotLog: entry }, 'IoT log row not written'),
      )
      .finally(() => {
        this.unsettled.delete(write);
        if (account === null) return;
        const writing = this.unsettledOf.get(account);
        writing?.delete(write);
        if (writing?.size === 0) this.unsettledOf.delete(account);
      });
    this.unsettled.add(write);
    if (account !== null) {
      const writing = this.unsettledOf.get(account) ?? new Set<Promise<void>>();
      writing.add(write);
      this.unsettledOf.set(account, writing);
    }
  }
}
