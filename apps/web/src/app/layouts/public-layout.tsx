import { Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { PublicShell } from '@/features/landing/components/public-shell';

/** Landing and legal pages inside the app's router (the prerendered / uses PublicShell directly). */
export default function PublicLayout() {
  const onLanding = useLocation().pathname === paths.landing.path;
  return (
    <PublicShell onLanding={onLanding}>
      <Outlet />
    </PublicShell>
  );
}
