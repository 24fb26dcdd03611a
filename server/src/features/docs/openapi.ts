import { z } from 'zod';
import type { ApiRoute } from '../../http/types.js';

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] };

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;

/** One call as OpenAPI describes it: its query or body, its answer, and who may call it (x-access). */
function operation(route: ApiRoute) {
  const input = route.input && jsonSchema(route.input, 'input');
  const asQuery = route.method === 'GET' && input?.properties;
  return {
    'x-access': route.access,
    ...(asQuery
      ? {
          parameters: Object.entries(input.properties ?? {}).map(([name, schema]) => ({
            name,
            in: 'query',
            required: input.required?.includes(name) ?? false,
            schema,
          })),
        }
      : {}),
    ...(input && !asQuery ? { requestBody: { required: true, content: { 'application/json': { schema: input } } } } : {}),
    responses: {
      200: {
        description: 'Réponse',
        ...(route.output ? { content: { 'application/json': { schema: jsonSchema(route.output, 'output') } } } : {}),
      },
      default: { description: 'Erreur : { success: false, status: "error", message } en français' },
    },
  };
}

/** The OpenAPI 3.1 description of every API call, from the schemas the routes declare. */
export function openApi(routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[route.url] ??= {};
    (paths[route.url] as Record<string, unknown>)[route.method.toLowerCase()] = operation(route);
  }
  return { openapi: '3.1.0', info: { title: 'Poolfoot API', version: '1' }, paths };
}
