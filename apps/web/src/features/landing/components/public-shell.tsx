import { TACO_CITATION } from '@prato/core/data/food-citations';
import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { APP_VERSION } from '@/config/app';
import { paths } from '@/config/paths';
import { SiteHeader } from './site-header';

/**
 * Landing and legal pages: header with the landing's anchors, footer with the legal links. No router
 * hooks or router links inside: the prerendered landing runs it without the app's router (landing-main.tsx),
 * so its links are plain document links.
 */
export function PublicShell({ onLanding, children }: { onLanding: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white bg-[linear-gradient(to_bottom,var(--color-emerald-50),white)] bg-size-[100%_36rem] bg-no-repeat">
      <SiteHeader onLanding={onLanding} />
      <main className="flex-1">{children}</main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm text-slate-600 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
          <div>
            <Logo />
            <p className="mt-3 max-w-sm">
              Planejamento de refeições e acompanhamento de hábitos com dados de alimentos brasileiros. Não substitui a
              orientação de nutricionista ou médico.
            </p>
            <p className="mt-3 text-xs">{TACO_CITATION}.</p>
          </div>
          <FooterLinks
            label="Produto"
            title="Produto"
            links={[
              { href: paths.register.getHref(), text: 'Criar conta' },
              { href: paths.login.getHref(), text: 'Entrar' },
              { href: `${paths.landing.getHref()}#precos`, text: 'Preços' },
            ]}
          />
          <FooterLinks
            label="Links legais"
            title="Legal"
            links={[
              { href: paths.terms.getHref(), text: 'Termos de Uso' },
              { href: paths.privacy.getHref(), text: 'Política de Privacidade' },
            ]}
          />
        </div>
        <div className="border-t border-slate-200">
          <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-500 sm:px-6">
            © {new Date().getFullYear()} Prato Certo · Feito no Brasil · {APP_VERSION}
          </p>
        </div>
      </footer>
    </div>
  );
}

/** A column of the footer: its title and its links. */
function FooterLinks({
  label,
  title,
  links,
}: {
  label: string;
  title: string;
  links: { href: string; text: string }[];
}) {
  return (
    <nav aria-label={label}>
      <p className="font-semibold text-slate-900">{title}</p>
      <ul className="mt-3 space-y-2">
        {links.map(({ href, text }) => (
          <li key={href}>
            <a href={href} className="hover:text-emerald-800">
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
