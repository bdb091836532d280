/* Web Push for the water reminders (decision 012), imported by the Workbox service worker. */
/* The payload is the server's reminderNotification(): { title, body, tag, url, silent, vibrate }. */
self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    // The same tag as the open app's notification: one reminder shows once, whichever sent it.
    tag: typeof message.tag === 'string' ? message.tag : undefined,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: 'pt-BR',
    silent: message.silent === true,
    data: { url: typeof message.url === 'string' && /^\/(?!\/)/.test(message.url) ? message.url : '/hydration' },
  };
  if (Array.isArray(message.vibrate) && message.vibrate.length > 0) options.vibrate = message.vibrate;
  event.waitUntil(self.registration.showNotification(message.title, options));
});

/* A tap on a reminder (pushed or shown by the open app) opens the hydration screen, in an open window if any. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/hydration';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open)
        return open.focus().then((client) => (client && 'navigate' in client ? client.navigate(target) : client));
      return self.clients.openWindow(target);
    }),
  );
});
