import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Landing and legal pages: logo, sign-in buttons, footer with the legal links. */
export default function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="sticky top-0 z-20 border-b border-slate-100 bg-white/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to={paths.landing.getHref()} className="rounded-lg" aria-label="Prato Certo, página inicial">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.login.getHref()}>Entrar</Link>
            </Button>
            <Button asChild size="sm">
              <Link to={paths.register.getHref()}>Começar Gratuitamente</Link>
            </Button>
          </div>
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="border-t border-slate-100 bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>Prato Certo · Feito no Brasil.</p>
          <nav aria-label="Links legais" className="flex gap-6">
            <Link to={paths.terms.getHref()} className="hover:text-emerald-700">
              Termos de Uso
            </Link>
            <Link to={paths.privacy.getHref()} className="hover:text-emerald-700">
              Política de Privacidade
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
