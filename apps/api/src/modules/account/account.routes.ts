import { DeleteAccountSchema } from '@prato/core/schemas/account';
import { MessageResponseSchema } from '@prato/core/schemas/auth';
import type { ServiceRoutes } from '../../lib/app-module';
import { defineRoutes } from '../../lib/route';
import { forwardCookies, toWebHeaders } from '../../lib/web-headers';
import type { AccountService } from './account.service';

export const accountRoutes: ServiceRoutes<AccountService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['account'] });

  // The body is an attachment (AccountExportSchema), serialized here; 401 without a session.
  route.get('/account/export', {
    summary: 'Exportar todos os dados do usuário (arquivo JSON)',
    handler: async ({ caller, reply }) => {
      const { fileName, body } = await service.export(caller);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(body, null, 2));
    },
  });

  route.post('/account/delete', {
    summary: 'Excluir a conta e todos os dados (confirmação com a senha)',
    body: DeleteAccountSchema,
    response: { 200: MessageResponseSchema },
    errors: [400, 401],
    handler: async ({ caller, body, request, reply }) => {
      const result = await service.delete(caller, body, toWebHeaders(request));
      forwardCookies(reply, result.headers);
      return result.body;
    },
  });
};
