/** Milliseconds in an hour and in a day (a day of 24 hours: calendar days are local-day.ts's). */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Delays and intervals of the product (docs/product-rules.md), in milliseconds. Defined once; screens read them. */
export const TIMING = {
  toastDefault: 3000,
  /** An error stays long enough to be read (and until closed with its button, if sooner). */
  toastError: 8000,
  registerRedirect: 1500,
  saveMealRedirect: 1500,
  callbackError: 3000,
  callbackEmailConfirmed: 2000,
  callbackAuthenticated: 1000,
  callbackSignedOut: 2000,
  reconnectedNotice: 3000,
  updateCheckInterval: HOUR_MS,
  profileMessage: 3000,
  duplicateFoodMessage: 3000,
  /** The install prompt appears this long after the browser offers installation. */
  installPromptDelay: 5000,
  /** 'Agora não' hides the install prompt for 7 days. */
  installPromptDismissal: 7 * DAY_MS,
} as const;

export const APP_VERSION = 'v1.1.0';

/** The landing header turns solid once the page has scrolled more than this. */
export const HEADER_SOLID_SCROLL_PX = 50;
