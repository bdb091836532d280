import { Outlet, ScrollRestoration } from 'react-router';
import { ConnectivityBanner } from '@/components/connectivity-banner';

export function RootLayout() {
  return (
    <>
      <ConnectivityBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
