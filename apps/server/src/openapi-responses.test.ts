import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

interface DocumentedResponse {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
/** What @fastify/swagger writes for a route without a response schema: `200: {description: 'Default Response'}`. */
const PLACEHOLDER_DESCRIPTION = 'Default Response';

/**
 * A success answer is declared when it has a body schema, or is a declared empty body: a 204, or
 * another status declared as `z.undefined().describe(...)` (no content, its own description).
 */
function declared(status: string, response: DocumentedResponse): boolean {
  if (Object.values(response.content ?? {}).some((media) => media.schema !== undefined)) return true;
  return status === '204' || (response.description ?? PLACEHOLDER_DESCRIPTION) !== PLACEHOLDER_DESCRIPTION;
}

/** "METHOD /path" of every operation none of whose 2xx answers is declared. */
function operationsWithoutAnswerSchema(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => HTTP_METHODS.has(method))
      .filter(([, operation]) => {
        const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
        return !successes.some(([status, response]) => declared(status, response));
      })
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

/**
 * Every operation of the API documents its answer: the response schema is what Fastify serialises
 * with (unknown keys stripped) and what clients and the web read their types from.
 */
describe('OpenAPI response schemas', () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/v3/api-docs' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => t.close());

  it('documents operations', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
  });

  it('declares the success answer of every operation (empty answers: 204, or z.undefined().describe)', () => {
    expect(operationsWithoutAnswerSchema(document)).toEqual([]);
  });
});
