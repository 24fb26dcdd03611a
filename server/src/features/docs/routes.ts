import { docsCalls } from '@poolfoot/domain';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { openApi } from './openapi.js';

/** GET /backend/api/docs: the OpenAPI description of the API (built once, from the route table). */
export default async function docsRoutes(app: App) {
  let doc: ReturnType<typeof openApi> | null = null;
  route(app, docsCalls.docs, async () => {
    doc ??= openApi(app.routeTable);
    return doc;
  });
}
