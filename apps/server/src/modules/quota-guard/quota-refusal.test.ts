import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { utcQuotaMonth } from '@app/contracts';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { userAccounts } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { accountIdOf } from '../../../test/lookups';
import { IotLogRepository } from '../iot';

/** The refusal a client gets once the account's monthly quota is used up: what, how much, until when. */
describe('the exhausted monthly IoT quota', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await signIn(t.app, 'customer', 'Demo-customer1');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 naming the quota, the usage and the renewal instant, with Retry-After until then', async () => {
    const accountId = await accountIdOf(t.database.db, 'customer');
    const used = await new IotLogRepository(t.database.db).usedThisMonth(accountId);
    await t.database.db
      .update(userAccounts)
      .set({ maxIotRequestPerMonth: used })
      .where(eq(userAccounts.id, accountId));
    const uid = DEMO_DEVICES.find((d) => d.ownerLogin === 'customer')!.uid;

    const before = Date.now();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/devicesIot',
      payload: [uid],
      headers: { authorization: token },
    });
    const after = Date.now();

    expect(refused.statusCode, refused.body).toBe(429);
    const body = refused.json();
    expect(body.errorKey).toBe('iotquotadepleted');
    expect(body.message).toBe('error.iotquotadepleted');
    // The count restarts with the next counting month: that instant is the renewal.
    const renewsAt = utcQuotaMonth(before).monthEnd;
    const params = JSON.parse(body.params);
    expect(params).toMatchObject({ limit: used, used, renewsAt: new Date(renewsAt).toISOString() });
    expect(new Date(params.renewsAt).getTime()).toBeGreaterThan(after);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(Math.floor((renewsAt - after) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((renewsAt - before) / 1000));
  });
});
