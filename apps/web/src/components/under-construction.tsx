import { Hammer } from '@/components/icons';
import type { ReactNode } from 'react';
import { pageTitle } from '@/config/app';
import { Card, CardDescription, CardTitle } from './ui/card';
import { DocumentTitle } from '@/components/document-title';

interface UnderConstructionProps {
  title: string;
  /** What the screen will do, in one sentence. */
  description: string;
  children?: ReactNode;
}

/** Honest placeholder for a screen that a next version builds; no fake data. */
export function UnderConstruction({ title, description, children }: UnderConstructionProps) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <DocumentTitle>{pageTitle(title)}</DocumentTitle>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      </header>
      {children}
      <Card className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-600">
          <Hammer className="size-5" aria-hidden />
        </span>
        <div>
          <CardTitle>Em construção</CardTitle>
          <CardDescription>
            Esta tela está sendo construída e chegará em uma próxima versão. {description}
          </CardDescription>
        </div>
      </Card>
    </div>
  );
}
