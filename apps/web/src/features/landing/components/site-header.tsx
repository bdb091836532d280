import { HEADER_SOLID_SCROLL_PX } from '@prato/core/domain/timing';
import { Menu, X } from '@/components/icons';
import { useState } from 'react';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useWasSignedIn } from '@/lib/session-hint';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { LANDING_SECTIONS } from '../sections';

/**
 * Header of the public pages: anchors to the landing's sections, 'Entrar' and 'Começar Gratuitamente'
 * (or, to a person signed in on this browser, 'Ir para o app'). Transparent over the hero, solid once the page scrolls past 50 px. Plain
 * document links: the prerendered landing runs without the app's router.
 */
export function SiteHeader({ onLanding }: { onLanding: boolean }) {
  const solid = useScrolledPast(HEADER_SOLID_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = useWasSignedIn();
  // On the landing the anchors scroll in place; elsewhere they open the landing at the section.
  const anchor = (id: string) => (onLanding ? `#${id}` : `${paths.landing.getHref()}#${id}`);

  return (
    <header
      data-solid={solid || menuOpen}
      className={cn(
        'sticky top-0 z-30 border-b transition-colors duration-200',
        solid || menuOpen
          ? 'border-slate-200 bg-white/95 shadow-sm backdrop-blur'
          : 'border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <a href={paths.landing.getHref()} className="rounded-lg" aria-label="Prato Certo, página inicial">
          <Logo />
        </a>
        <nav aria-label="Seções da página" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {LANDING_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={anchor(section.id)}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-emerald-50 hover:text-emerald-800"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {signedIn ? (
            <Button asChild size="sm">
              <a href={paths.home.getHref()}>Ir para o app</a>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <a href={paths.login.getHref()}>Entrar</a>
              </Button>
              <Button asChild size="sm" className="hidden sm:inline-flex">
                <a href={paths.register.getHref()}>Começar Gratuitamente</a>
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </Button>
        </div>
      </div>
      <nav
        id="site-menu"
        aria-label="Seções da página (menu)"
        hidden={!menuOpen}
        className="border-t border-slate-100 bg-white px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col pt-2">
          {LANDING_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={anchor(section.id)}
                onClick={() => setMenuOpen(false)}
                className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-emerald-50"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
        {signedIn ? null : (
          <Button asChild className="mt-2 w-full sm:hidden">
            <a href={paths.register.getHref()} onClick={() => setMenuOpen(false)}>
              Começar Gratuitamente
            </a>
          </Button>
        )}
      </nav>
    </header>
  );
}
