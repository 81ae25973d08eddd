import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { z } from 'zod';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiSchemas, PROBLEM_SCHEMA_NAME } from '../../lib/api-schemas';
import { keysOpen, routeAccess } from '../caller';
import { ERROR_ANSWERS, errorAnswersOf, operationIdOf, securityOf, summaryOf, tagOf } from './operation';
import { listQuerySchema } from './list-parameters';
import { describeAnswers, tagsOf, usedSchemas, withPlainInputNames, type Paths } from './components';
import { reasonPhrase } from '../../lib/http-status';

/**
 * The transforms of one app's document (docs/decisions/047). Made per app: fastify-type-provider-zod
 * caches its view of the registry until the number of names changes, and an app built after another
 * renames its entity bodies (`named(…, { rebuilt: true })`) without changing that number.
 */
export function documentTransforms(): {
  transform: SwaggerTransform;
  transformObject: SwaggerTransformObject;
} {
  // Bodies and answers refer to the named schemas; parameters stay inline (a generator needs their properties).
  const named = createJsonSchemaTransform({ schemaRegistry: apiSchemas });
  const inline = createJsonSchemaTransform({ schemaRegistry: descriptionsOnly() });
  const components = createJsonSchemaTransformObject({ schemaRegistry: apiSchemas });
  return {
    transform: (input) => transformOperation(input, named, inline),
    transformObject: (input) => transformDocument(components(input)),
  };
}

/**
 * A registry with the descriptions of the global one but none of its names, so a parameter schema
 * is written out whole. fastify-type-provider-zod reads a registry's `_map` itself (it copies
 * registries that way), so the view is given there.
 */
function descriptionsOnly() {
  const registry = z.registry<Record<string, unknown>>();
  const withoutId = new (class extends WeakMap<object, Record<string, unknown>> {
    override get(schema: object) {
      const meta = apiSchemas._map.get(schema as z.ZodType);
      if (!meta) return undefined;
      const { id: _name, ...rest } = meta;
      return rest;
    }
    override has(schema: object) {
      return apiSchemas._map.has(schema as z.ZodType);
    }
  })();
  (registry as unknown as { _map: WeakMap<object, Record<string, unknown>> })._map = withoutId;
  return registry;
}

type Schema = Record<string, unknown> & {
  response?: Record<string, unknown>;
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: readonly string[];
  security?: ReadonlyArray<Record<string, string[]>>;
};
const problemAnswer = (description: string) => ({
  description,
  content: {
    'application/problem+json': { schema: { $ref: `#/components/schemas/${PROBLEM_SCHEMA_NAME}` } },
  },
});

/**
 * Each operation of the document (docs/decisions/047): its schemas from zod, a stable operationId,
 * a tag, the list query where the list parses its own, its security and its error answers.
 */
function transformOperation(
  input: Parameters<SwaggerTransform>[0],
  namedTransform: SwaggerTransform,
  inlineTransform: SwaggerTransform,
): ReturnType<SwaggerTransform> {
  const { schema, url, route } = input;
  const named = namedTransform(input);
  if (!schema || (named.schema as { hide?: boolean }).hide) return named;
  const parameters = inlineTransform({
    ...input,
    schema: { querystring: schema.querystring, params: schema.params, headers: schema.headers },
  }).schema;
  const config = route.config ?? {};
  const method = String(route.method);
  const out: Schema = { ...(named.schema as Schema), ...(parameters as Schema) };
  if (!out.querystring && config.listQuery) out.querystring = listQuerySchema(config.listQuery.criteria);
  const traits = {
    method,
    url,
    access: routeAccess(url, config),
    readsInput: Boolean(out.body || out.querystring || out.params || url.includes(':')),
    keysOpen: keysOpen(config),
  };
  out.operationId ??= operationIdOf(method, url);
  out.summary ??= summaryOf(out.operationId, out.description);
  out.tags ??= [tagOf(url)];
  out.security ??= securityOf(traits);
  const response = { ...(out.response ?? {}) };
  for (const status of errorAnswersOf(traits)) response[status] ??= problemAnswer(ERROR_ANSWERS[status]);
  out.response = response;
  return { schema: out, url };
}

/**
 * The error answers as `components.responses`, each operation referring to them: one definition
 * per status instead of a copy in every operation (and in every generated type).
 */
function sharedErrorAnswers(paths: Paths): Record<string, unknown> {
  const shared: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(ERROR_ANSWERS)) {
    const name = reasonPhrase(Number(status)).replace(/[^A-Za-z]/g, '');
    shared[name] = problemAnswer(description);
    for (const operations of Object.values(paths))
      for (const operation of Object.values(operations)) {
        const answer = operation.responses?.[status];
        if (answer?.description === description)
          operation.responses![status] = { $ref: `#/components/responses/${name}` } as never;
      }
  }
  return shared;
}

/** The whole document: the named schemas the operations use, the shared error answers, the tags. */
function transformDocument(
  withComponents: ReturnType<SwaggerTransformObject>,
): ReturnType<SwaggerTransformObject> {
  const document = withComponents as {
    paths: Paths;
    components: { schemas?: Record<string, unknown> };
  };
  describeAnswers(document.paths, reasonPhrase);
  const responses = sharedErrorAnswers(document.paths);
  return withPlainInputNames({
    ...document,
    tags: tagsOf(document.paths),
    components: {
      ...document.components,
      schemas: usedSchemas([document.paths, responses], document.components.schemas ?? {}),
      responses,
    },
  }) as ReturnType<SwaggerTransformObject>;
}
