import { countOf } from './plural';

/**
 * Offline queue item, Offline queue, Sync and timing. Writes made without a connection
 * wait in the browser and are sent later; each carries the record's own client-generated UUID, so a
 * replay answers the same record and never duplicates it (decision 016).
 */

/**
 * What the queue holds: the records a user logs on the go. `water` is "bebi água agora" (a new row);
 * `reminder` is marking or unmarking one of today's reminders (the reminder's own id); `diary` is a
 * write of the food diary (an item added, changed, moved or deleted, a copy, a favourite logged),
 * each replayed exactly once by its client id or because it sets an absolute state.
 */
export const OFFLINE_ITEM_TYPES = ['meal', 'weight', 'activity', 'water', 'reminder', 'diary'] as const;
export type OfflineItemType = (typeof OFFLINE_ITEM_TYPES)[number];

/** A refusal (4xx) is tried this many times; then the item leaves the queue with a notice. */
export const OFFLINE_MAX_RETRIES = 3;
/** The pending count is refreshed every 10 s. */
export const OFFLINE_PENDING_REFRESH_MS = 10_000;
/** Background sync every 300000 ms while items are pending. */
export const OFFLINE_SYNC_INTERVAL_MS = 300_000;

/** Global UI: the floating pending-sync button. */
export const OFFLINE_MESSAGES = {
  pending: (count: number) => countOf(count, 'pendente', 'pendentes'),
  syncing: 'Sincronizando...',
  queued: 'Sem conexão: o registro foi salvo neste aparelho e será enviado quando a conexão voltar.',
  pendingBadge: 'Pendente',
  failedTitle: 'Registros não enviados',
  failedNotice: (count: number) =>
    `${countOf(count, 'registro', 'registros')} ${count === 1 ? 'não pôde ser enviado' : 'não puderam ser enviados'}.`,
  failedDescription:
    'O servidor recusou estes registros 3 vezes. Copie os dados ou tente enviar de novo; nada foi apagado.',
  copied: 'Dados copiados.',
  copyFailed: 'Não foi possível copiar os dados.',
  discarded: 'Registro descartado.',
  retrying: 'Registro de volta à fila de envio.',
  /** Only the server can end the session (an httpOnly cookie): signing out waits for a connection. */
  signOut: 'Sem conexão: conecte-se à internet para sair da sua conta.',
} as const;

/** How each type is named in the failed list. */
export const OFFLINE_ITEM_LABELS: Record<OfflineItemType, string> = {
  meal: 'Refeição',
  weight: 'Peso',
  activity: 'Atividade',
  water: 'Água',
  reminder: 'Lembrete de água',
  diary: 'Diário alimentar',
};
