import { describe, expect, it } from 'vitest';
import { refusalOf } from './report-download';

const problem = (status: number, message: string, retryAfter?: string) =>
  new Response(JSON.stringify({ status, message, detail: 'x' }), {
    status,
    headers: {
      'content-type': 'application/problem+json',
      ...(retryAfter ? { 'retry-after': retryAfter } : {}),
    },
  });

describe('refusalOf (a refused PDF report)', () => {
  it('names the message of the refusals the modal explains, with the seconds to wait', async () => {
    for (const [status, key] of [
      [429, 'reportlimit'],
      [503, 'reportbusy'],
      [503, 'reportoverbudget'],
    ] as const) {
      const error = await refusalOf(problem(status, `error.${key}`, '20'));
      expect(error).toMatchObject({ status, messageKey: `error.${key}`, retryAfterSeconds: 20 });
    }
    const future = await refusalOf(problem(400, 'error.reportperiodfuture'));
    expect(future).toMatchObject({ messageKey: 'error.reportperiodfuture', retryAfterSeconds: null });
  });

  it('leaves any other failure to the generic message', async () => {
    expect((await refusalOf(problem(500, 'error.http.500'))).messageKey).toBeNull();
    expect((await refusalOf(new Response('<html>', { status: 502 }))).messageKey).toBeNull();
  });
});
