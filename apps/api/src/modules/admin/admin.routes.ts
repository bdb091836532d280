import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBulkResultSchema,
  AdminBulkUpdateSchema,
  AdminExportQuerySchema,
  AdminHistorySchema,
  AdminMetricsSchema,
  AdminSubscriptionChangeSchema,
  AdminSubscriptionUpdatedSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserPageSchema,
  AdminUsersByIdsSchema,
  SaveSegmentSchema,
  SegmentDeletedSchema,
  SegmentListSchema,
  SegmentSchema,
  UnmatchedPaymentPageSchema,
  UnmatchedPaymentQuerySchema,
} from '@prato/core/schemas/admin';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { currentCaller, requireAdmin } from '../../lib/auth-guards';
import { IdParamSchema } from '../../lib/id-param';
import type { AdminPanelService } from './admin-panel.service';

const tags = ['admin'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * admin-operations as one REST endpoint per action, all behind `requireAdmin` (its onRequest
 * check runs before the body or query is validated). Every change writes an audit row (admin_history).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ adminPanelService: AdminPanelService }> = async (
  app,
  { adminPanelService: service },
) => {
  app.get(
    '/admin/users',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Usuários com assinatura e último pagamento: busca, filtros, ordenação e páginas de 25 (list_users)',
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserPageSchema, ...errors },
      },
    },
    async (request) => service.listUsers(request.query),
  );
  app.post(
    '/admin/users/lookup',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Usuários pelos ids; lista vazia para ids vazio ou que não seja lista (get_users_by_ids)',
        body: AdminUsersByIdsSchema,
        response: { 200: AdminUserListSchema, ...errors },
      },
    },
    async (request) => service.usersByIds(request.body.ids),
  );
  app.get(
    '/admin/users/export',
    {
      onRequest: requireAdmin,
      // The body is a streamed text/csv attachment; 400, 401 and 403 answer the API's error shape.
      schema: {
        tags,
        summary: "Exportar os usuários filtrados em CSV (';', UTF-8 com BOM), em fluxo (export_users)",
        querystring: AdminExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, stream } = await service.exportUsers(currentCaller(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
  app.get(
    '/admin/metrics',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Total de usuários, assinantes por plano pago e faixas de risco (get_metrics)',
        response: { 200: AdminMetricsSchema, ...errors },
      },
    },
    async () => service.metrics(),
  );
  app.get(
    '/admin/users/:id/history',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Histórico de alterações administrativas de um usuário (get_user_history)',
        params: IdParamSchema,
        response: { 200: AdminHistorySchema, ...errors },
      },
    },
    async (request) => service.history(request.params.id),
  );
  app.patch(
    '/admin/users/:id/subscription',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Alterar a assinatura: plano, data de expiração, dias a adicionar, observações (update_subscription)',
        params: IdParamSchema,
        body: AdminSubscriptionChangeSchema,
        response: { 200: AdminSubscriptionUpdatedSchema, ...errors },
      },
    },
    async (request) => service.updateSubscription(currentCaller(request), request.params.id, request.body),
  );
  app.post(
    '/admin/users/bulk-update',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'A mesma alteração de assinatura para vários usuários: success e failed com o motivo (bulk_update)',
        body: AdminBulkUpdateSchema,
        response: { 200: AdminBulkResultSchema, ...errors },
      },
    },
    async (request) => service.bulkUpdate(currentCaller(request), request.body.ids, request.body.change),
  );
  app.get(
    '/admin/unmatched-payment-events',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Eventos de pagamento sem conta correspondente, 50 por página, mais recentes primeiro',
        querystring: UnmatchedPaymentQuerySchema,
        response: { 200: UnmatchedPaymentPageSchema, ...errors },
      },
    },
    async (request) => service.unmatchedPayments(request.query.page),
  );
  app.get(
    '/admin/segments',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Segmentos salvos (list_segments)', response: { 200: SegmentListSchema, ...errors } },
    },
    async () => service.listSegments(),
  );
  app.post(
    '/admin/segments',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Salvar um segmento: nome, descrição e filtros (save_segment)',
        body: SaveSegmentSchema,
        response: { 201: SegmentSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.saveSegment(currentCaller(request), request.body)),
  );
  app.delete(
    '/admin/segments/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Excluir um segmento (delete_segment)',
        params: IdParamSchema,
        response: { 200: SegmentDeletedSchema, ...errors },
      },
    },
    async (request) => service.deleteSegment(currentCaller(request), request.params.id),
  );
};
