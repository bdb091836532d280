/** pt-BR texts of the live-event stream (GET /api/events). */
export const EVENTS_MESSAGES = {
  instanceFull: 'Muitas conexões em tempo real neste servidor agora. Tente novamente em instantes.',
} as const;
