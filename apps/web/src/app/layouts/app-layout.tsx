import { lazy, Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { APP_VERSION } from '@/config/app';
import { paths } from '@/config/paths';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { useWideScreen } from '@/hooks/use-wide-screen';
import { cn } from '@/lib/cn';
import { useUser } from '@/features/auth/hooks/use-user';
import { LiveSubscription } from '@/features/subscription/components/live-subscription';
import { FloatingAssistantButton } from '@/features/chat/components/floating-assistant-button';
import { NAV_ITEMS } from './nav-items';
import { UserMenu } from './user-menu';

// Started once the page is up (useAfterFirstPaint): the offline queue's sync (IndexedDB, its notices and
// their dialog) does not compete with the page's first paint.
const OfflineSync = lazy(() => import('../offline-sync').then(({ OfflineSync }) => ({ default: OfflineSync })));

function useNavItems() {
  const user = useUser();
  return NAV_ITEMS.filter((item) => !item.adminOnly || user.isAdmin);
}

function Sidebar() {
  const items = useNavItems();
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white md:flex">
      <div className="px-5 py-5">
        <NavLink to={paths.home.getHref()} className="rounded-lg" aria-label="Prato Certo, início">
          <Logo />
        </NavLink>
      </div>
      <nav aria-label="Navegação principal" className="flex-1 overflow-y-auto px-3">
        <ul className="space-y-1">
          {items.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-emerald-50 text-emerald-800'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <Icon className="size-5" aria-hidden />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-3">
        <UserMenu />
        <p className="mt-2 px-2 text-xs text-slate-500">{APP_VERSION}</p>
      </div>
    </aside>
  );
}

// Opaque: the 11 px slate-500 labels keep 4.5:1 over whatever content scrolls beneath (axe on /admin).
function BottomBar() {
  const items = useNavItems().filter((item) => item.shortLabel);
  return (
    <nav
      aria-label="Navegação inferior"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {items.map(({ to, shortLabel, icon: Icon }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium transition-colors',
                  isActive ? 'text-emerald-700' : 'text-slate-500 hover:text-slate-800',
                )
              }
            >
              <Icon className="size-5" aria-hidden />
              {shortLabel}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileHeader({ userId }: { userId: string }) {
  return (
    <header className="sticky top-0 z-20 flex items-center justify-between border-b border-slate-200 bg-white/95 px-4 py-2.5 backdrop-blur md:hidden">
      <NavLink to={paths.home.getHref()} aria-label="Prato Certo, início" className="flex min-h-11 items-center">
        <Logo className="text-base" />
      </NavLink>
      <div className="flex items-center gap-2">
        <FloatingAssistantButton userId={userId} placement="header" />
        <UserMenu compact />
      </div>
    </header>
  );
}

/**
 * Shell of the signed-in pages: sidebar on desktop, header + bottom bar on mobile. Each screen size
 * renders only its own parts (their CSS hides them on the other size as well, and decides alone where
 * the width is unknown): a phone's first render has no sidebar, desktop user menu or floating button.
 */
export default function AppLayout() {
  const user = useUser();
  const afterFirstPaint = useAfterFirstPaint();
  const wide = useWideScreen();
  return (
    <div className="min-h-dvh bg-slate-50">
      {wide !== false ? <Sidebar /> : null}
      {wide !== true ? <MobileHeader userId={user.id} /> : null}
      <main className="px-4 pb-40 pt-6 sm:px-6 md:ml-64 md:px-10 md:pb-28 md:pt-10">
        <Outlet />
      </main>
      {wide !== true ? <BottomBar /> : null}
      {afterFirstPaint ? (
        <Suspense fallback={null}>
          <OfflineSync />
        </Suspense>
      ) : null}
      <LiveSubscription userId={user.id} />
      {wide !== false ? <FloatingAssistantButton userId={user.id} /> : null}
    </div>
  );
}
