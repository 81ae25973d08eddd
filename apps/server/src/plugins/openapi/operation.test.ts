import { describe, expect, it } from 'vitest';
import {
  errorAnswersOf,
  operationIdOf,
  securityOf,
  summaryOf,
  tagOf,
  type OperationTraits,
} from './operation';
import { usedSchemas, withPlainInputNames } from './components';

const traits = (more: Partial<OperationTraits>): OperationTraits => ({
  method: 'GET',
  url: '/api/devices',
  access: 'authenticated',
  readsInput: false,
  keysOpen: false,
  ...more,
});

describe('OpenAPI operation rules', () => {
  it('derives operationIds from the method and the path, parameters as By<Name>', () => {
    expect(operationIdOf('GET', '/api/devices/:id/history')).toBe('getDevicesByIdHistory');
    expect(operationIdOf('POST', '/api/scheduled-exports/:id/send')).toBe('postScheduledExportsByIdSend');
    expect(operationIdOf('GET', '/management/health')).toBe('getManagementHealth');
    expect(operationIdOf('GET', '/api/devices/uuid/owner/:uuid')).toBe('getDevicesUuidOwnerByUuid');
    expect(operationIdOf('DELETE', '/api/devicesIot/:uid/timers/categories/:category')).toBe(
      'deleteDevicesIotByUidTimersCategoriesByCategory',
    );
  });

  it('summarises with the description’s first sentence, else the operationId in words', () => {
    expect(summaryOf('getDevices', 'List device: page, size, sort')).toBe('List device');
    expect(summaryOf('getDevicesById', undefined)).toBe('Get devices by id');
    expect(summaryOf('x', 'a'.repeat(200)).length).toBe(118);
  });

  it('tags by the first segment of the own path', () => {
    expect(tagOf('/api/scheduled-exports/:id')).toBe('scheduled-exports');
    expect(tagOf('/management/health')).toBe('management');
  });

  it('declares the error answers a call can give', () => {
    expect(errorAnswersOf(traits({}))).toEqual([401, 403, 429]);
    expect(errorAnswersOf(traits({ method: 'PUT', url: '/api/devices/:id', readsInput: true }))).toEqual([
      400, 401, 403, 404, 409, 429,
    ]);
    expect(
      errorAnswersOf(
        traits({ method: 'POST', url: '/api/authenticate', access: 'public', readsInput: true }),
      ),
    ).toEqual([400, 409, 429]);
    expect(errorAnswersOf(traits({ access: 'route', url: '/api/public/air/:token' }))).toEqual([404, 429]);
  });

  it('asks for no credentials on public calls, a key only where keys are let in', () => {
    expect(securityOf(traits({ access: 'public' }))).toEqual([]);
    expect(securityOf(traits({ keysOpen: true }))).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(securityOf(traits({ access: ['ROLE_ADMIN'] }))).toEqual([{ bearer: [] }]);
  });
});

describe('OpenAPI components', () => {
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

  it('keeps the schemas the operations use, through other schemas too, and drops the rest', () => {
    const schemas = { A: { properties: { b: ref('B') } }, B: { type: 'string' }, C: { type: 'number' } };
    expect(Object.keys(usedSchemas({ '/x': { get: { schema: ref('A') } } }, schemas))).toEqual(['A', 'B']);
  });

  it('drops the Input suffix of a request-only schema, and keeps it beside an answer of the same name', () => {
    const document = {
      paths: { '/x': { post: { body: ref('BodyInput'), answer: ref('Thing'), more: ref('ThingInput') } } },
      components: { schemas: { BodyInput: { type: 'object' }, Thing: {}, ThingInput: {} } },
    };
    const renamed = withPlainInputNames(document);
    expect(Object.keys(renamed.components.schemas)).toEqual(['Body', 'Thing', 'ThingInput']);
    expect(renamed.paths['/x'].post.body).toEqual(ref('Body'));
    expect(renamed.paths['/x'].post.more).toEqual(ref('ThingInput'));
  });
});
