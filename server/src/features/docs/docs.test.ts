import { docsCalls } from '@poolfoot/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Operation = {
  'x-access': string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required?: string[] } } } };
  responses: { 200: { content?: { 'application/json': { schema: { properties: Record<string, unknown> } } } } };
};

it('describes every call of the API in OpenAPI 3.1, with its input, its answer and who may call it', async () => {
  const res = await t.anonymous.call(docsCalls.docs);
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
  expect(doc.openapi).toBe('3.1.0');
  for (const route of t.app.routeTable) {
    expect(doc.paths[route.url]?.[route.method.toLowerCase()]?.['x-access'], `${route.method} ${route.url}`).toBe(route.access);
  }

  const pick = doc.paths['/backend/api/draft/pick.php']?.post;
  expect(pick?.requestBody?.content['application/json'].schema.required).toEqual(['playerId']);
  expect(Object.keys(pick?.responses[200].content?.['application/json'].schema.properties ?? {})).toEqual(
    expect.arrayContaining(['success', 'status', 'tour', 'rang']),
  );
  const compo = doc.paths['/backend/api/compos/getCompo.php']?.get;
  expect(compo?.parameters).toContainEqual(expect.objectContaining({ name: 'user_id', in: 'query', required: false }));
  expect(doc.paths['/backend/api/god/backup.php']?.get?.['x-access']).toBe('super');
});
