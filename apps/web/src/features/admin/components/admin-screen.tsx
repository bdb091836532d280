import { ADMIN_DUE_FILTER_DAYS, ADMIN_PAGE_SIZE, RISK_BUCKET_LABELS } from '@prato/core/domain/admin';
import { PAID_PLANS, type PlanId } from '@prato/core/domain/plans';
import { ADMIN_MESSAGES, type AdminSortField, type AdminUserRow } from '@prato/core/schemas/admin';
import { Download, Search } from '@/components/icons';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useExportUsers } from '../api/export-users';
import { useAdminMetrics } from '../api/get-admin-metrics';
import { useAdminUsers } from '../api/get-admin-users';
import { useAdminQuery } from '../hooks/use-admin-query';
import { BulkUpdateDialog } from './bulk-update-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { PlanOptions } from './subscription-fields';
import { Pager } from './pager';
import { formatDate } from '@/lib/format-date';
import { formatInteger } from '@prato/core/domain/format-number';
import { daysRemainingClass, daysRemainingText, formatLastPayment } from './format';
import { SegmentsBar } from './segments-bar';
import { UnmatchedPayments } from './unmatched-payments';
import { countOf } from '@prato/core/domain/plural';

/** The sortable columns: the server's sort key, the header, the cell. */
const DATA_COLUMNS: (DataColumn<AdminUserRow> & { id: AdminSortField; header: string })[] = [
  {
    id: 'fullName',
    header: 'Nome',
    sortable: true,
    cellClassName: 'font-medium text-slate-900',
    cell: (row) => row.fullName ?? '—',
  },
  {
    id: 'email',
    header: 'Email',
    sortable: true,
    cellClassName: 'whitespace-nowrap text-slate-700',
    cell: (row) => row.email,
  },
  { id: 'plan', header: 'Plano', sortable: true, cell: (row) => row.planLabel },
  { id: 'status', header: 'Status', sortable: true, cell: (row) => row.statusLabel },
  {
    id: 'currentPeriodEnd',
    header: 'Período',
    sortable: true,
    cellClassName: 'whitespace-nowrap',
    cell: (row) => `${formatDate(row.currentPeriodStart)} – ${formatDate(row.currentPeriodEnd)}`,
  },
  {
    id: 'daysRemaining',
    header: 'Dias restantes',
    sortable: true,
    cell: (row) => (
      <span
        className={cn(
          'inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold',
          daysRemainingClass(row.daysRemaining),
        )}
      >
        {daysRemainingText(row.daysRemaining)}
      </span>
    ),
  },
  {
    id: 'lastPaymentAt',
    header: 'Último pagamento',
    sortable: true,
    cellClassName: 'text-slate-700',
    cell: (row) => formatLastPayment(row.lastPaymentStatus, row.lastPaymentAt, row.lastPaymentAmount),
  },
];

/** Admin: metric cards, search, due filters, sortable table, pagination, edit modal, segments, bulk, export. */
export function AdminScreen() {
  const { query, filters, dispatch } = useAdminQuery();
  const { search, plan, dueInDays, sort, direction, page } = query;
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  /** The selection when the bulk dialog opened (kept for its result list after the table's selection clears). */
  const [bulkSelection, setBulkSelection] = useState<Map<string, string> | null>(null);

  const metrics = useAdminMetrics();
  const users = useAdminUsers({ filters, sort, direction, page });
  const exporter = useExportUsers();

  const setPage = (next: number) => dispatch({ type: 'page', page: next });

  const rows = users.data?.users ?? [];
  const total = users.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.userId));

  function toggleRow(row: AdminUserRow, on: boolean) {
    const next = new Map(selected);
    if (on) next.set(row.userId, row.email);
    else next.delete(row.userId);
    setSelected(next);
  }
  function togglePage(on: boolean) {
    const next = new Map(selected);
    for (const row of rows) {
      if (on) next.set(row.userId, row.email);
      else next.delete(row.userId);
    }
    setSelected(next);
  }

  const columns: DataColumn<AdminUserRow>[] = [
    {
      id: 'select',
      header: (
        <Checkbox
          aria-label="Selecionar todos desta página"
          checked={allOnPage}
          onCheckedChange={(value) => togglePage(value === true)}
        />
      ),
      className: 'w-10',
      cell: (row) => (
        <Checkbox
          aria-label={`Selecionar ${row.email}`}
          checked={selected.has(row.userId)}
          onCheckedChange={(value) => toggleRow(row, value === true)}
        />
      ),
    },
    ...DATA_COLUMNS,
    {
      id: 'actions',
      header: <span className="sr-only">Ações</span>,
      cell: (row) => (
        <Button size="sm" variant="secondary" onClick={() => setEditing(row)} aria-label={`Editar ${row.email}`}>
          Editar
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <Metrics metrics={metrics} />

      <Card className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="admin-search" className="block text-sm font-medium text-slate-700">
              Buscar por nome ou email
            </label>
            <div className="relative mt-1.5">
              <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
              <Input
                id="admin-search"
                type="search"
                className="pl-9"
                value={search}
                placeholder="maria@exemplo.com"
                onChange={(event) => dispatch({ type: 'search', search: event.target.value })}
              />
            </div>
          </div>
          <div className="w-full sm:w-56">
            <label htmlFor="admin-plan" className="block text-sm font-medium text-slate-700">
              Plano
            </label>
            <Select
              id="admin-plan"
              className="mt-1.5"
              value={plan}
              onChange={(event) => dispatch({ type: 'plan', plan: event.target.value as PlanId | '' })}
            >
              <PlanOptions none="Todos os planos" />
            </Select>
          </div>
        </div>

        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Vencimento">
          {[undefined, ...ADMIN_DUE_FILTER_DAYS].map((days) => (
            <Button
              key={days ?? 'all'}
              size="sm"
              variant={dueInDays === days ? 'primary' : 'outline'}
              aria-pressed={dueInDays === days}
              onClick={() => dispatch({ type: 'due', dueInDays: days })}
            >
              {days === undefined ? 'Todos' : `Vencem em ${days} dias`}
            </Button>
          ))}
        </div>

        <SegmentsBar filters={filters} onApply={(next) => dispatch({ type: 'segment', filters: next })} />

        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            {users.isPending ? 'Carregando usuários...' : countOf(total, 'usuário', 'usuários')}
            {selected.size > 0 ? ` · ${countOf(selected.size, 'selecionado', 'selecionados')}` : ''}
          </p>
          <div className="flex flex-wrap gap-2">
            {selected.size > 0 ? (
              <>
                <Button variant="ghost" size="sm" onClick={() => setSelected(new Map())}>
                  Limpar seleção
                </Button>
                <Button size="sm" onClick={() => setBulkSelection(new Map(selected))}>
                  Alterar selecionados
                </Button>
              </>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              disabled={exporter.isPending}
              aria-busy={exporter.isPending}
              onClick={() =>
                exporter.mutate(filters, {
                  onSuccess: (filename) => toast.success(`Exportado: ${filename}`),
                  onError: (failure) => toast.error(errorMessage(failure, ADMIN_MESSAGES.actionFailed('export_users'))),
                })
              }
            >
              <Download className="size-4" aria-hidden />
              {exporter.isPending ? 'Exportando...' : 'Exportar CSV'}
            </Button>
          </div>
        </div>

        {users.isError ? (
          <Alert>
            {ADMIN_MESSAGES.loadFailed}
            <Button variant="link" className="ml-2" onClick={() => void users.refetch()}>
              Tentar novamente
            </Button>
          </Alert>
        ) : users.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-8" />
          </div>
        ) : rows.length === 0 ? (
          <p className="py-10 text-center text-slate-600">Nenhum usuário encontrado com esses filtros.</p>
        ) : (
          <DataTable
            caption={`Usuários, ordenados por ${DATA_COLUMNS.find((column) => column.id === sort)?.header ?? 'cadastro'}`}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.userId}
            minWidth="min-w-[56rem]"
            sort={{
              column: sort,
              direction,
              onSort: (column) => dispatch({ type: 'sort', field: column as AdminSortField }),
            }}
            busy={users.isFetching}
          />
        )}

        <Pager label="Páginas" page={page} totalPages={totalPages} onPage={setPage} />
      </Card>

      <UnmatchedPayments />

      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <BulkUpdateDialog
        selected={bulkSelection}
        onClose={() => setBulkSelection(null)}
        onDone={() => setSelected(new Map())}
      />
    </div>
  );
}

function Metrics({ metrics }: { metrics: ReturnType<typeof useAdminMetrics> }) {
  if (metrics.isError) return <Alert>{ADMIN_MESSAGES.loadFailed}</Alert>;
  const data = metrics.data;
  const cards: { label: string; value: number | undefined; tone?: string }[] = [
    { label: 'Usuários', value: data?.totalUsers },
    ...PAID_PLANS.map((plan) => ({
      label: plan.label,
      value: data?.planCounts[plan.id as Exclude<PlanId, 'free'>],
    })),
    { label: RISK_BUCKET_LABELS.expired, value: data?.risk.expired, tone: 'text-red-700' },
    { label: RISK_BUCKET_LABELS.due_7, value: data?.risk.due_7, tone: 'text-orange-700' },
    { label: RISK_BUCKET_LABELS.due_30, value: data?.risk.due_30, tone: 'text-yellow-800' },
    { label: RISK_BUCKET_LABELS.ok, value: data?.risk.ok },
  ];
  return (
    <section aria-label="Métricas">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-xs font-medium text-slate-600">{card.label}</dt>
            <dd className={cn('mt-1 text-2xl font-bold tabular-nums text-slate-900', card.tone)}>
              {card.value === undefined ? <Spinner className="size-5" /> : formatInteger(card.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
