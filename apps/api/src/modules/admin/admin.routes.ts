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
import type { ServiceRoutes } from '../../lib/app-module';
import { requireAdmin } from '../../lib/auth-guards';
import { defineRoutes } from '../../lib/route';
import type { AdminPanelService } from './admin-panel.service';

/**
 * admin-operations as one REST endpoint per action, all behind `requireAdmin` (its onRequest
 * check runs before the body or query is validated). Every change writes an audit row (admin_history).
 */
export const adminRoutes: ServiceRoutes<AdminPanelService> = async (app, { service }) => {
  const route = defineRoutes(app, { tags: ['admin'], errors: [400, 401, 403, 404], guard: requireAdmin });

  route.get('/admin/users', {
    summary: 'Usuários com assinatura e último pagamento: busca, filtros, ordenação e páginas de 25 (list_users)',
    querystring: AdminUserListQuerySchema,
    response: { 200: AdminUserPageSchema },
    handler: async ({ query }) => service.listUsers(query),
  });
  route.post('/admin/users/lookup', {
    summary: 'Usuários pelos ids; lista vazia para ids vazio ou que não seja lista (get_users_by_ids)',
    body: AdminUsersByIdsSchema,
    response: { 200: AdminUserListSchema },
    handler: async ({ body }) => service.usersByIds(body.ids),
  });
  // The body is a streamed text/csv attachment (no response schema); 400, 401 and 403 answer the API's error shape.
  route.get('/admin/users/export', {
    summary: "Exportar os usuários filtrados em CSV (';', UTF-8 com BOM), em fluxo (export_users)",
    querystring: AdminExportQuerySchema,
    handler: async ({ caller, query, reply }) => {
      const { filename, stream } = await service.exportUsers(caller, query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  });
  route.get('/admin/metrics', {
    summary: 'Total de usuários, assinantes por plano pago e faixas de risco (get_metrics)',
    response: { 200: AdminMetricsSchema },
    handler: async () => service.metrics(),
  });
  route.get('/admin/users/:id/history', {
    summary: 'Histórico de alterações administrativas de um usuário (get_user_history)',
    response: { 200: AdminHistorySchema },
    handler: async ({ params }) => service.history(params.id),
  });
  route.patch('/admin/users/:id/subscription', {
    summary: 'Alterar a assinatura: plano, data de expiração, dias a adicionar, observações (update_subscription)',
    body: AdminSubscriptionChangeSchema,
    response: { 200: AdminSubscriptionUpdatedSchema },
    handler: async ({ caller, params, body }) => service.updateSubscription(caller, params.id, body),
  });
  route.post('/admin/users/bulk-update', {
    summary: 'A mesma alteração de assinatura para vários usuários: success e failed com o motivo (bulk_update)',
    body: AdminBulkUpdateSchema,
    response: { 200: AdminBulkResultSchema },
    handler: async ({ caller, body }) => service.bulkUpdate(caller, body.ids, body.change),
  });
  route.get('/admin/unmatched-payment-events', {
    summary: 'Eventos de pagamento sem conta correspondente, 50 por página, mais recentes primeiro',
    querystring: UnmatchedPaymentQuerySchema,
    response: { 200: UnmatchedPaymentPageSchema },
    handler: async ({ query }) => service.unmatchedPayments(query.page),
  });
  route.get('/admin/segments', {
    summary: 'Segmentos salvos (list_segments)',
    response: { 200: SegmentListSchema },
    handler: async () => service.listSegments(),
  });
  route.post('/admin/segments', {
    summary: 'Salvar um segmento: nome, descrição e filtros (save_segment)',
    body: SaveSegmentSchema,
    response: { 201: SegmentSchema },
    handler: async ({ caller, body }) => service.saveSegment(caller, body),
  });
  route.delete('/admin/segments/:id', {
    summary: 'Excluir um segmento (delete_segment)',
    response: { 200: SegmentDeletedSchema },
    handler: async ({ caller, params }) => service.deleteSegment(caller, params.id),
  });
};
