import { getPlan } from '@prato/core/domain/plans';
import { AI_BADGE_MS } from '@prato/core/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { Bot } from '@/components/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { mySubscriptionQueryOptions, useMySubscription } from '@/api/subscription';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { readChatHistory } from '../hooks/chat-history';
import type { AssistantModal } from './assistant-dialogs';

// The dialogs (Radix's dialog) load on the first open: the button is in every signed-in page's first paint.
const AssistantDialogs = lazy(() => import('./assistant-dialogs'));

/**
 * The assistant's button, on every signed-in page except /chat: without chat in the plan the
 * 'Assistente Premium' modal; with a saved conversation the continue/new/cancel choice; else /chat.
 * The 'IA' badge and the bounce last 5 s.
 *
 * Two placements, one shown per screen size: `floating` in the bottom-right corner from the md
 * breakpoint (the offline 'N pendentes' button sits above it), `header` in the phone's top bar. On a
 * 360 px phone a floating button covered a control of every screen (the first portion's grams, a
 * delete button, 'Feminino'); in the header it covers nothing at any scroll position.
 */
export function FloatingAssistantButton({
  userId,
  placement = 'floating',
}: {
  userId: string;
  placement?: 'floating' | 'header';
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const subscription = useMySubscription();
  const [modal, setModal] = useState<AssistantModal | null>(null);
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const [fresh, setFresh] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setFresh(false), AI_BADGE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (location.pathname === paths.chat.path) return null;

  function showModal(next: AssistantModal) {
    setDialogsLoaded(true);
    setModal(next);
  }

  async function open() {
    // A tap before the plan has arrived waits for its request (already under way): the plan decides.
    const plan = subscription.isPending
      ? await queryClient.ensureQueryData(mySubscriptionQueryOptions()).catch(() => undefined)
      : subscription.data;
    const chatEnabled = plan ? getPlan(plan.effectivePlan).limits.aiChatEnabled : null;
    if (chatEnabled === false) showModal('premium');
    else if (readChatHistory(userId).length > 0) showModal('history');
    else void navigate(paths.chat.getHref());
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void open()}
        // Distinct names: both placements exist in the document, one hidden by the screen size. Each ends
        // with the 'IA' of the badge: a name holds the text a button shows.
        aria-label={
          placement === 'floating' ? 'Abrir o assistente nutricional com IA' : 'Assistente nutricional com IA'
        }
        className={cn(
          'items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
          placement === 'floating'
            ? 'fixed right-8 bottom-8 z-40 hidden size-14 bg-emerald-700 text-white shadow-lg hover:bg-emerald-800 md:flex'
            : 'relative flex size-11 text-emerald-700 hover:bg-emerald-50 md:hidden',
          fresh && 'motion-safe:animate-bounce',
        )}
      >
        <Bot className={placement === 'floating' ? 'size-7' : 'size-6'} aria-hidden />
        {fresh ? (
          <span
            aria-hidden
            className="absolute -top-1 -right-1 rounded-full bg-amber-400 px-1.5 py-0.5 text-[10px] font-bold text-slate-950"
          >
            IA
          </span>
        ) : null}
      </button>

      {/* Loaded on the first open, then kept (closed dialogs render nothing). */}
      {modal || dialogsLoaded ? (
        <Suspense fallback={null}>
          <AssistantDialogs
            modal={modal}
            onClose={() => setModal(null)}
            openChat={() => void navigate(paths.chat.getHref())}
            openPlans={() => void navigate(paths.subscription.getHref())}
          />
        </Suspense>
      ) : null}
    </>
  );
}
