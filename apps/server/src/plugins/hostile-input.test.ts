import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTestApp, signIn, type TestApp } from '../../test/build-test-app';
import {
  createSecondAdmin,
  endsOwnSessions,
  hostileRequests,
  operationsOf,
  SECOND_ADMIN,
  type HostileRequest,
  type Operation,
} from '../../test/hostile-requests';
import { problemIssue } from '../../test/problem-shape';

/**
 * Property: whatever one hostile input an operation of the OpenAPI document receives (control
 * characters, lone surrogates, numbers beyond their column, odd dates, huge texts, type confusion,
 * long query strings, criteria filters), the answer is below 500; a character the input policy
 * refuses answers 400; every 4xx is the standard problem; a Link header stays small. Fixed seed and a few runs per operation and
 * caller keep it deterministic and within about a minute on PGlite; bench/fuzz/hostile-fuzz.ts
 * runs the same generators 15,000 times against a listening server.
 */
const SEED = 20_240_601;
const RUNS = { admin: 24, anonymous: 4 };

describe('hostile input never reaches a 500', () => {
  let t: TestApp;
  let admin: string;
  let operations: Operation[];

  beforeAll(async () => {
    t = await buildTestApp({ env: { API_DOCS: 'true' } });
    admin = await signIn(t.app, 'admin', 'admin');
    await createSecondAdmin(t.database.db);
    const docs = await t.app.inject({ method: 'GET', url: '/v3/api-docs' });
    operations = operationsOf(docs.json());
  });
  afterAll(() => t.close());

  const send = (request: HostileRequest, auth?: string) =>
    t.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...(auth ? { authorization: auth } : {}) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });

  it('reads every operation from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.at(-1)?.method).toBe('DELETE');
  });

  it('answers every hostile variant of every operation below 500, as admin and anonymous', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const [index, op] of operations.entries()) {
      for (const [who, auth, numRuns] of [
        ['admin', admin, RUNS.admin],
        ['anonymous', undefined, RUNS.anonymous],
      ] as const) {
        const result = await fc.check(
          fc.asyncProperty(hostileRequests(op), async (request) => {
            requests += 1;
            const caller =
              auth && endsOwnSessions(op)
                ? await signIn(t.app, SECOND_ADMIN.login, SECOND_ADMIN.password)
                : auth;
            const res = await send(request, caller);
            const what = `${res.statusCode} for ${request.mutated}`;
            if (res.statusCode >= 500) throw new Error(`${what}: ${res.body.slice(0, 300)}`);
            if (request.refused && res.statusCode !== 400)
              throw new Error(`${what}: expected the input policy's 400`);
            const shape = problemIssue(res);
            if (shape) throw new Error(`${what}: ${shape}`);
            const link = res.headers.link;
            if (link && String(link).length > 2000)
              throw new Error(`${what}: Link header of ${String(link).length} chars`);
          }),
          { seed: SEED + index, numRuns, endOnFailure: true },
        );
        if (result.failed) {
          const example = result.counterexample?.[0] as HostileRequest | undefined;
          failures.push(
            `${op.method} ${op.path} (${who}): ${(result.errorInstance as Error | undefined)?.message} — ${example?.method} ${example?.url.slice(0, 200)} ${example?.payload?.slice(0, 200) ?? ''}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(operations.length * (RUNS.admin + RUNS.anonymous));
    // The admin's session survived the run (nothing destroyed it half-way).
    expect(
      (await send({ method: 'GET', url: '/api/account', headers: {}, mutated: '', refused: false }, admin))
        .statusCode,
    ).toBe(200);
  }, 240_000);
});
