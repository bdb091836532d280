import { useLayoutEffect } from 'react';

/**
 * The tab's title while the component is on screen. Preact does not move a rendered <title> into the
 * head as React 19 did (decision 047): in the browser the title is set on the document; in the
 * prerendered markup it stays a <title> element, which build/prerender.ts moves into the page's head.
 */
export function DocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return typeof document === 'undefined' ? <title>{children}</title> : null;
}
