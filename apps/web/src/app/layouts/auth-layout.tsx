import { ArrowLeft } from '@/components/icons';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

/** Centred card without navigation: auth tabs, e-mail callback, password reset. */
export default function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-emerald-50 via-white to-white">
      <main className="flex flex-1 flex-col items-center px-4 py-8 sm:py-14">
        <Link
          to={paths.landing.getHref()}
          className="mb-8 inline-flex min-h-11 items-center rounded-lg"
          aria-label="Prato Certo, página inicial"
        >
          <Logo className="text-2xl" />
        </Link>
        <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-emerald-900/5 sm:p-8">
          <Outlet />
        </div>
        <Link
          to={paths.landing.getHref()}
          className="mt-6 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-emerald-700"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Voltar para o início
        </Link>
      </main>
      {/* Its links are 44 px tall, like every touch target. */}
      <footer className="flex justify-center gap-6 px-4 pb-4 text-xs text-slate-500">
        <Link to={paths.terms.getHref()} className="inline-flex min-h-11 items-center hover:text-emerald-700">
          Termos de Uso
        </Link>
        <Link to={paths.privacy.getHref()} className="inline-flex min-h-11 items-center hover:text-emerald-700">
          Política de Privacidade
        </Link>
      </footer>
    </div>
  );
}
