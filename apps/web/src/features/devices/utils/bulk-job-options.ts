import { bulkJobOptionsSchema, MAX_BULK_JOB_DELAY_DAYS, type BulkJobOptions } from '@app/contracts';

/** The staging fields of the bulk dialog as typed (empty: not set). */
export interface BulkJobOptionsInput {
  /** A `datetime-local` value, in the browser's time zone. */
  startAt: string;
  firstBatch: string;
  failurePercent: string;
  waitOffline: boolean;
  offlineWaitDays: string;
}

export const DEFAULT_OFFLINE_WAIT_DAYS = 7;

export const NO_BULK_JOB_OPTIONS: BulkJobOptionsInput = {
  startAt: '',
  firstBatch: '',
  failurePercent: '',
  waitOffline: false,
  offlineWaitDays: String(DEFAULT_OFFLINE_WAIT_DAYS),
};

export type BulkJobOptionsField = 'startAt' | 'firstBatch' | 'failurePercent' | 'offlineWaitDays';

/**
 * The job's options from the dialog's fields (the contracts' schema is the rule), or the first field
 * that is wrong: a start time must be ahead and at most 30 days ahead, as the server checks.
 */
export function bulkJobOptionsOf(
  input: BulkJobOptionsInput,
  now: Date,
): { options: BulkJobOptions } | { invalid: BulkJobOptionsField } {
  const options: Record<string, unknown> = {};
  if (input.startAt) {
    const at = new Date(input.startAt);
    const ahead = at.getTime() - now.getTime();
    if (Number.isNaN(ahead) || ahead <= 0 || ahead > MAX_BULK_JOB_DELAY_DAYS * 86_400_000)
      return { invalid: 'startAt' };
    options.startAt = at.toISOString();
  }
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  if (number(input.firstBatch) !== undefined) options.firstBatch = number(input.firstBatch);
  if (number(input.failurePercent) !== undefined) options.failurePercent = number(input.failurePercent);
  if (input.waitOffline) options.offlineWaitDays = number(input.offlineWaitDays);
  const parsed = bulkJobOptionsSchema.safeParse(options);
  if (parsed.success) return { options: parsed.data };
  return { invalid: parsed.error.issues[0]!.path[0] as BulkJobOptionsField };
}
