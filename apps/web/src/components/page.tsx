import type { ReactNode } from 'react';
import { pageTitle } from '@/config/app';
import { DocumentTitle } from '@/components/document-title';
import { cn } from '@/lib/cn';

/** Written out whole so the style scanner sees every class. */
const WIDTHS = {
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '6xl': 'max-w-6xl',
  '7xl': 'max-w-7xl',
} as const;

interface PageProps {
  /** The tab's title (with the app's name) and, unless `heading` differs, the page's h1. */
  title: string;
  heading?: string;
  /** What the page holds, in a sentence under the h1. */
  description: ReactNode;
  width: keyof typeof WIDTHS;
  children: ReactNode;
}

/** A signed-in page's frame: the tab's title, the h1 and its description, then the page's screens. */
export function Page({ title, heading = title, description, width, children }: PageProps) {
  return (
    <PageFrame title={title} width={width} className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
        <p className="mt-1 text-slate-600">{description}</p>
      </header>
      {children}
    </PageFrame>
  );
}

/** The frame alone, for a screen that draws its own h1 (home, chat): the tab's title and the page's width. */
export function PageFrame({
  title,
  width,
  className,
  children,
}: Pick<PageProps, 'title' | 'width' | 'children'> & { className?: string }) {
  return (
    <div className={cn('mx-auto w-full', WIDTHS[width], className)}>
      <DocumentTitle>{pageTitle(title)}</DocumentTitle>
      {children}
    </div>
  );
}
