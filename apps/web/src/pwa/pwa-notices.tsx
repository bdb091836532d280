import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { InstallPrompt } from './install-prompt';
import { UpdateNotice } from './update-notice';

/**
 * The app's PWA notices. The service worker is registered (UpdateNotice) once the page is up: its
 * registration loads workbox-window and its install fetches the whole app for the precache, which the
 * opened page does not need to show itself. The install offer listens from the start (the browser may
 * offer installation early).
 */
export function PwaNotices() {
  const afterFirstPaint = useAfterFirstPaint();
  return (
    <>
      {afterFirstPaint ? <UpdateNotice /> : null}
      <InstallPrompt />
    </>
  );
}
