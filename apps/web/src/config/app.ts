export const APP_NAME = 'Prato Certo';
export { APP_VERSION } from '@prato/core/domain/timing';

/** "Entrar · Prato Certo" */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}
