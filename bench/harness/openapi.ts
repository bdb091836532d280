// The server's own OpenAPI document (GET /api/docs/json): the list of operations a harness part
// should cover, so a new route shows up without editing the harness.
import type { Send } from '../lib/http';

export interface Operation {
  method: string;
  /** OpenAPI form: '/api/meals/{id}'. */
  path: string;
  operation: Record<string, unknown>;
}

export async function openApiDocument(send: Send): Promise<{ paths: Record<string, Record<string, unknown>> }> {
  const response = await send({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json: ${response.statusCode}`);
  return response.json();
}

export async function operationsOf(send: Send): Promise<Operation[]> {
  const document = await openApiDocument(send);
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation: operation as Record<string, unknown>,
      })),
  );
}
