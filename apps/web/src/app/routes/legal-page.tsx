import { ArrowLeft } from '@/components/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { DocumentTitle } from '@/components/document-title';

export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <DocumentTitle>{pageTitle(title)}</DocumentTitle>
      <Link
        to={paths.landing.getHref()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Voltar para o início
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">Última atualização: {updated}</p>
      <div className="mt-8 space-y-6 leading-relaxed text-slate-700 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
        {children}
      </div>
    </article>
  );
}
