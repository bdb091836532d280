import { formatBRL } from '@prato/core/domain/plans';
import { ADMIN_MESSAGES } from '@prato/core/schemas/admin';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useUnmatchedPayments } from '../api/get-unmatched-payments';
import { formatCount, formatDateTime } from './format';

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
          <div className="relative -mx-5 overflow-x-auto sm:mx-0">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">Pagamentos sem conta, mais recentes primeiro</caption>
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Recebido em
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Email
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Pedido
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Evento
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Valor
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Motivo
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.events.map((event) => (
                  <tr key={event.id} className="align-top">
                    <td className="whitespace-nowrap px-3 py-2.5">{formatDateTime(event.receivedAt)}</td>
                    <td className="break-all px-3 py-2.5">{event.email ?? event.externalId ?? '—'}</td>
                    <td className="break-all px-3 py-2.5 font-mono text-xs">{event.orderId}</td>
                    <td className="px-3 py-2.5">{event.eventType}</td>
                    <td className="whitespace-nowrap px-3 py-2.5">
                      {event.chargeAmount !== null ? formatBRL(event.chargeAmount) : '—'}
                    </td>
                    <td className="px-3 py-2.5">{event.reasonLabel}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {totalPages > 1 ? (
            <nav aria-label="Páginas de pagamentos sem conta" className="flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Anterior
              </Button>
              <span className="text-sm text-slate-600">
                Página {page} de {formatCount(totalPages)}
              </span>
              <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
                Próxima
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
