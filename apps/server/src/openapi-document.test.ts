import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/** The types the web's client is checked against (docs/decisions/047), generated from this document. */
const TYPES_FILE = path.resolve(import.meta.dirname, '../../web/src/lib/api-types.ts');
const TYPES_HEADER =
  "// Generated from the server's OpenAPI document by openapi-typescript: do not edit.\n" +
  '// Regenerate with `npm run api:types` (apps/server/src/openapi-document.test.ts checks it is current).\n\n';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, { content: Record<string, { schema: unknown }> }>;
  };
}

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([url, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${url}`,
      operation,
    })),
  );

describe('the OpenAPI document', () => {
  let t: TestApp;
  let source: string;
  let document: Document;

  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/v3/api-docs' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    document = res.json();
  });
  afterAll(() => t.close());

  it('lints clean with Redocly’s recommended rules', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The spec fixes /api/devicesIot/{uid}/commands beside /api/devicesIot/globalCheck/{refresh}.
        'no-ambiguous-paths': 'off',
        // Tags are the entities and areas of the paths; their operations say what they hold.
        'tag-description': 'off',
      },
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary and a tag', () => {
    const all = operations(document);
    const ids = all.map((o) => o.operation.operationId);
    expect(
      all.filter((o) => !o.operation.operationId || !o.operation.summary || !o.operation.tags?.length),
    ).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/devices/{id}']?.get?.operationId).toBe('getDevicesById');
    expect(document.paths['/api/scheduled-exports/{id}/send']?.post?.operationId).toBe(
      'postScheduledExportsByIdSend',
    );
  });

  it('names the shared schemas: entity answers and bodies, contract schemas and the problem body', () => {
    const ok = (op: Operation | undefined, status: string) =>
      op?.responses[status]?.content?.['application/json']?.schema;
    expect(ok(document.paths['/api/devices/{id}']?.get, '200')).toEqual({
      $ref: '#/components/schemas/DeviceDto',
    });
    expect(ok(document.paths['/api/devices']?.get, '200')).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/DeviceDto' },
    });
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'DeviceDto',
        'DeviceBody',
        'Problem',
        'ScheduledExport',
        'AlertRule',
        'AlertRuleRequest',
      ]),
    );
  });

  it('declares the error answers with the problem body, and who may call', () => {
    const deviceRead = document.paths['/api/devices/{id}']!.get!;
    expect(Object.keys(deviceRead.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429']);
    expect(deviceRead.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(document.components.responses.NotFound?.content['application/problem+json']?.schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });
    expect(deviceRead.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    // A write may also conflict; the account's own users are never open to a key.
    expect(Object.keys(document.paths['/api/devices/{id}']!.put!.responses)).toContain('409');
    expect(
      document.paths['/api/users']?.get?.security ?? document.paths['/api/admin/users']?.get?.security,
    ).toEqual([{ bearer: [] }]);
    // Public calls need no credentials and cannot answer 401.
    const signIn = document.paths['/api/authenticate']!.post!;
    expect(signIn.security).toEqual([]);
    expect(Object.keys(signIn.responses)).not.toContain('401');
    // Every call that is not public can answer 401 and 403.
    const guarded = operations(document).filter((o) => (o.operation.security ?? []).length > 0);
    expect(guarded.filter((o) => !o.operation.responses['401'] || !o.operation.responses['403'])).toEqual([]);
  });

  it('declares the paging, sorting and criteria parameters of the entity lists', () => {
    const names = (op: Operation | undefined) =>
      (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names(document.paths['/api/devices']?.get)).toEqual(
      expect.arrayContaining(['page', 'size', 'sort', 'name.contains', 'id.in', 'addressId.equals']),
    );
    expect(names(document.paths['/api/devices/addr/id/{id}']?.get)).toEqual(
      expect.arrayContaining(['page', 'size', 'sort']),
    );
  });

  it('matches the generated types the web client compiles against', async () => {
    const generated = TYPES_HEADER + astToString(await openapiTS(document as never, { alphabetize: true }));
    if (process.env.UPDATE_API_TYPES) await writeFile(TYPES_FILE, generated);
    const committed = await readFile(TYPES_FILE, 'utf8').catch(() => '');
    // Out of date: run `npm run api:types` and commit apps/web/src/lib/api-types.ts.
    expect(
      committed === generated,
      'apps/web/src/lib/api-types.ts is out of date: run npm run api:types',
    ).toBe(true);
  });
});
