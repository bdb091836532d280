import { getPlan, formatBRL } from '@prato/core/domain/plans';
import { PAYMENT_HISTORY_PROFILE_LIMIT, PAYMENT_MESSAGES, paymentStatusLabel } from '@prato/core/schemas/payments';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { usePayments } from '../api/get-payments';
import { formatDate } from './format';

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
        <div className="relative -mx-5 mt-4 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <th scope="col" className="px-5 py-2 font-medium sm:px-2">
                  Data
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Plano
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Valor
                </th>
                <th scope="col" className="px-5 py-2 font-medium sm:px-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.data.payments.map((payment) => (
                <tr key={payment.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-5 py-2.5 text-slate-700 sm:px-2">
                    {formatDate(payment.paidAt ?? payment.createdAt)}
                  </td>
                  <td className="px-2 py-2.5 text-slate-900">{getPlan(payment.plan).label}</td>
                  <td className="px-2 py-2.5 text-right font-medium text-slate-900">
                    {formatBRL(payment.amountCents)}
                  </td>
                  <td className="px-5 py-2.5 text-slate-700 sm:px-2">{paymentStatusLabel(payment.paymentStatus)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
