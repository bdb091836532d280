export const APP_NAME = 'Prato Certo';
export const APP_VERSION = 'v1.1.0';

/** "Entrar · Prato Certo" */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}
