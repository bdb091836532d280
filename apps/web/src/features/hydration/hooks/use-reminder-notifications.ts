import { inSilentHours, reminderNotification } from '@prato/core/domain/hydration';
import type { HydrationReminder, HydrationSettings } from '@prato/core/schemas/hydration';
import { useEffect, useState } from 'react';
import { syncPushSubscription, type PushState } from '@/lib/push';

// setTimeout's largest delay (about 24.8 days); today's reminders are always far below it.
const MAX_DELAY_MS = 2 ** 31 - 1;

export type NotificationPermissionState = NotificationPermission | 'unsupported';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/** The browser's notification permission, and a way to ask for it (from a user gesture). */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<NotificationPermissionState>(() =>
    supported() ? Notification.permission : 'unsupported',
  );
  const request = async () => {
    if (!supported()) return;
    setPermission(await Notification.requestPermission());
  };
  return { permission, request };
}

/** Shows one reminder through the service worker (so it stays in the system tray), else a page notification. */
export async function showReminder(reminder: HydrationReminder, settings: HydrationSettings): Promise<void> {
  const shown = reminderNotification(reminder, settings);
  const options: NotificationOptions & { vibrate?: number[] } = {
    body: shown.body,
    tag: shown.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: 'pt-BR',
    silent: shown.silent,
    ...(shown.vibrate.length > 0 ? { vibrate: shown.vibrate } : {}),
    data: { url: shown.url },
  };
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) await registration.showNotification(shown.title, options);
  else new Notification(shown.title, options);
}

/**
 * While the app is open: a notification at each pending reminder's due time, unless notifications are
 * off, the permission is not granted, or the reminder falls in the silent hours.
 */
export function useReminderNotifications(
  reminders: HydrationReminder[],
  settings: HydrationSettings,
  permission: NotificationPermissionState,
) {
  useEffect(() => {
    if (permission !== 'granted' || !settings.notificationsEnabled) return;
    const now = Date.now();
    const timers = reminders
      .filter((reminder) => !reminder.completed)
      .filter((reminder) => !inSilentHours(reminder.scheduledTime, settings.silentStart, settings.silentEnd))
      .map((reminder) => ({ reminder, delay: Date.parse(reminder.dueAt) - now }))
      .filter(({ delay }) => delay >= 0 && delay <= MAX_DELAY_MS)
      .map(({ reminder, delay }) => window.setTimeout(() => void showReminder(reminder, settings), delay));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [reminders, settings, permission]);
}

/**
 * With the permission granted and reminders on, this browser subscribes to Web Push so the reminders
 * also arrive while the app is closed; null while it is being set up (or not applicable).
 */
export function usePushSubscription(permission: NotificationPermissionState, enabled: boolean): PushState | null {
  const [state, setState] = useState<PushState | null>(null);
  useEffect(() => {
    if (permission !== 'granted' || !enabled) return;
    let current = true;
    void syncPushSubscription().then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [permission, enabled]);
  return permission === 'granted' && enabled ? state : null;
}
