import { Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Spec §8: the orange upgrade notice of a free user at the daily limit, brought into view when shown. */
export function LimitNotice({ limit }: { limit: number }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);
  return (
    <section
      ref={ref}
      aria-labelledby="limit-notice-title"
      className="flex gap-3 rounded-2xl border border-orange-300 bg-orange-50 p-4 text-orange-900"
    >
      <Crown className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden />
      <div className="space-y-1">
        <h2 id="limit-notice-title" className="font-semibold">
          Limite diário atingido
        </h2>
        <p className="text-sm">
          O plano gratuito permite {limit} {limit === 1 ? 'cálculo' : 'cálculos'} de porções por dia. Assine o Premium
          para calcular sem limite.
        </p>
        <Link
          to={paths.subscription.getHref()}
          className="inline-block text-sm font-semibold text-orange-800 underline underline-offset-4 hover:text-orange-900"
        >
          Ver planos Premium
        </Link>
      </div>
    </section>
  );
}
