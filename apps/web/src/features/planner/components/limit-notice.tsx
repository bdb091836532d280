import { MEAL_LIMIT_TEXTS } from '@prato/core/domain/plans';
import { Crown } from '@/components/icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The orange upgrade notice of a free user whose day's saved meals are used up, brought into
 * view when shown (before a calculation, so no time is spent on a meal that cannot be saved unknowingly).
 */
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
          {MEAL_LIMIT_TEXTS.noticeTitle}
        </h2>
        <p className="text-sm">{MEAL_LIMIT_TEXTS.notice(limit)}</p>
        <Link
          to={paths.subscription.getHref()}
          className="inline-block text-sm font-semibold text-orange-800 underline underline-offset-4 hover:text-orange-900"
        >
          {MEAL_LIMIT_TEXTS.premiumLink}
        </Link>
      </div>
    </section>
  );
}
