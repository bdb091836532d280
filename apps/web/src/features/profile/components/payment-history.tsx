import { getPlan, formatBRL } from '@prato/core/domain/plans';
import {
  PAYMENT_HISTORY_PROFILE_LIMIT,
  PAYMENT_MESSAGES,
  paymentStatusLabel,
  type Payment,
} from '@prato/core/schemas/payments';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { LoadingState } from '@/components/ui/spinner';
import { usePayments } from '../api/get-payments';
import { formatDate } from '@/lib/format-date';

const COLUMNS: DataColumn<Payment>[] = [
  {
    id: 'date',
    header: 'Data',
    cellClassName: 'text-slate-700',
    cell: (payment) => formatDate(payment.paidAt ?? payment.createdAt),
  },
  { id: 'plan', header: 'Plano', cellClassName: 'text-slate-900', cell: (payment) => getPlan(payment.plan).label },
  {
    id: 'amount',
    header: 'Valor',
    className: 'text-right',
    cellClassName: 'font-medium text-slate-900',
    cell: (payment) => formatBRL(payment.amountCents),
  },
  {
    id: 'status',
    header: 'Status',
    cellClassName: 'text-slate-700',
    cell: (payment) => paymentStatusLabel(payment.paymentStatus),
  },
];

/** The 5 newest payments (date, plan, value in BRL, status). */
export function PaymentHistory() {
  const payments = usePayments(PAYMENT_HISTORY_PROFILE_LIMIT);
  return (
    <Card aria-labelledby="payments-title">
      <CardTitle id="payments-title">Histórico de pagamentos</CardTitle>
      <CardDescription>Seus {PAYMENT_HISTORY_PROFILE_LIMIT} pagamentos mais recentes.</CardDescription>
      {payments.isPending ? (
        <LoadingState label="Carregando pagamentos..." />
      ) : payments.isError ? (
        <div role="alert" className="mt-3 text-sm text-red-700">
          {PAYMENT_MESSAGES.loadFailed}.{' '}
          <Button variant="link" onClick={() => void payments.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : payments.data.payments.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600">{PAYMENT_MESSAGES.empty}</p>
      ) : (
        <DataTable
          caption="Seus pagamentos, mais recentes primeiro"
          columns={COLUMNS}
          rows={payments.data.payments}
          rowKey={(payment) => payment.id}
          minWidth="min-w-[28rem]"
          className="mt-4"
        />
      )}
    </Card>
  );
}
