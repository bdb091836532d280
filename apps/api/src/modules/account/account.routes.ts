import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeleteAccountSchema } from '@prato/core/schemas/account';
import { MessageResponseSchema } from '@prato/core/schemas/auth';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { forwardCookies, toWebHeaders } from '../../lib/web-headers';
import type { AccountService } from './account.service';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod<{ accountService: AccountService }> = async (
  app,
  { accountService },
) => {
  app.get(
    '/account/export',
    {
      onRequest: requireUser,
      // The body is an attachment (AccountExportSchema), serialized here; 401 without a session.
      schema: { tags, summary: 'Exportar todos os dados do usuário (arquivo JSON)' },
    },
    async (request, reply) => {
      const { fileName, body } = await accountService.export(currentCaller(request));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(body, null, 2));
    },
  );

  app.post(
    '/account/delete',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Excluir a conta e todos os dados (confirmação com a senha)',
        body: DeleteAccountSchema,
        response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await accountService.delete(currentCaller(request), request.body, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  );
};
