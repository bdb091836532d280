import { formatBRL } from '@prato/core/domain/plans';
import { ADMIN_MESSAGES, type UnmatchedPaymentEvent } from '@prato/core/schemas/admin';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { useUnmatchedPayments } from '../api/get-unmatched-payments';
import { formatDateTimeOrDash } from './format';
import { Pager } from './pager';

const COLUMNS: DataColumn<UnmatchedPaymentEvent>[] = [
  {
    id: 'receivedAt',
    header: 'Recebido em',
    cellClassName: 'whitespace-nowrap',
    cell: (event) => formatDateTimeOrDash(event.receivedAt),
  },
  { id: 'email', header: 'Email', cellClassName: 'break-all', cell: (event) => event.email ?? event.externalId ?? '—' },
  { id: 'orderId', header: 'Pedido', cellClassName: 'break-all font-mono text-xs', cell: (event) => event.orderId },
  { id: 'eventType', header: 'Evento', cell: (event) => event.eventType },
  {
    id: 'amount',
    header: 'Valor',
    cellClassName: 'whitespace-nowrap',
    cell: (event) => (event.chargeAmount !== null ? formatBRL(event.chargeAmount) : '—'),
  },
  { id: 'reason', header: 'Motivo', cell: (event) => event.reasonLabel },
];

/**
 * Payment events the payments module did not apply (kept and answered 200 so the provider stops
 * retrying): no account for them, or not something the app sells (another product, another currency,
 * an unpaid order, too low an amount). The admin checks the sale and fixes the subscription by hand.
 */
export function UnmatchedPayments() {
  const [page, setPage] = useState(1);
  const events = useUnmatchedPayments(page);
  const data = events.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card aria-labelledby="unmatched-title" className="space-y-4">
      <div>
        <CardTitle id="unmatched-title">Pagamentos sem conta</CardTitle>
        <CardDescription>
          Eventos do provedor de pagamento que não foram aplicados: sem conta correspondente (email ou id desconhecido,
          email ainda não confirmado) ou fora do que o app vende (outro produto, outra moeda, pedido não pago, valor
          abaixo do preço do plano). Confira a venda, localize a pessoa e ajuste a assinatura manualmente.
        </CardDescription>
      </div>
      {events.isError ? (
        <Alert>{ADMIN_MESSAGES.loadFailed}</Alert>
      ) : events.isPending ? (
        <Spinner className="size-6" />
      ) : data && data.events.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum pagamento sem conta.</p>
      ) : data ? (
        <>
          <DataTable
            caption="Pagamentos sem conta, mais recentes primeiro"
            columns={COLUMNS}
            rows={data.events}
            rowKey={(event) => event.id}
            minWidth="min-w-[48rem]"
          />
          <Pager label="Páginas de pagamentos sem conta" page={page} totalPages={totalPages} onPage={setPage} />
        </>
      ) : null}
    </Card>
  );
}
