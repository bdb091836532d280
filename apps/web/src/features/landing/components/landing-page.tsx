import { TACO_CITATION } from '@prato/core/data/food-citations';
import { MEAL_LIMIT_TEXTS } from '@prato/core/domain/plans';
import { ArrowRight, MessageCircle, Sparkles } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useWasSignedIn } from '@/lib/session-hint';
import { ASSISTANT_POINTS, ASSISTANT_QUESTIONS, FACTS, FAQ, FEATURES, PERSONAS, STEPS } from '../content';
import { Faq } from './faq';
import { LandingSection } from './landing-section';
import { Pricing } from './pricing';

/** The landing's content under the public header: what the app does, for whom, its prices and the FAQ. */
export function LandingPage() {
  const signedIn = useWasSignedIn();
  return (
    <>
      <section className="pb-16 pt-10 sm:pb-24 sm:pt-16">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.15fr_1fr]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-emerald-800">
              Nutrição e planejamento de refeições
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Monte cada refeição na medida certa para a sua meta.
            </h1>
            <p className="mt-5 text-lg text-slate-600">
              O Prato Certo calcula quantos gramas de cada alimento você precisa para atingir as calorias da refeição,
              usando a composição medida de alimentos brasileiros. E registra o que você comeu, suas atividades, seu
              peso e sua água em um só lugar.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                {signedIn ? (
                  <a href={paths.home.getHref()}>
                    Ir para o app
                    <ArrowRight className="size-4" aria-hidden />
                  </a>
                ) : (
                  <a href={paths.register.getHref()}>
                    Começar Gratuitamente
                    <ArrowRight className="size-4" aria-hidden />
                  </a>
                )}
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#como-funciona">Ver como funciona</a>
              </Button>
            </div>
            <p className="mt-4 text-sm text-slate-600">
              Plano gratuito sem prazo, sem cartão de crédito. {MEAL_LIMIT_TEXTS.diaryFree}.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {FACTS.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col-reverse rounded-2xl border border-emerald-100 bg-white/80 p-5 shadow-sm"
              >
                <dt className="mt-1 text-sm text-slate-600">{fact.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-emerald-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <LandingSection
        id="como-funciona"
        tone="tinted"
        title="Como funciona"
        intro="Em três passos você sai da dúvida “quanto eu posso comer?” para um prato com as gramas certas."
      >
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-emerald-700 text-base font-bold text-white">
                  {index + 1}
                </span>
                <Icon className="size-6 text-emerald-700" aria-hidden />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </LandingSection>

      <LandingSection
        id="recursos"
        title="Recursos"
        intro="Tudo o que você precisa para planejar e acompanhar a alimentação, com dados que você pode conferir."
      >
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection
        id="assistente"
        tone="tinted"
        title="Assistente nutricional"
        intro="Nos planos Premium, converse em português com um assistente que conhece suas metas e seus registros recentes."
      >
        <div className="mt-12 grid items-start gap-8 lg:grid-cols-2">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <MessageCircle className="size-5 text-emerald-700" aria-hidden />
              Exemplos de perguntas
            </p>
            <ul className="mt-4 space-y-3">
              {ASSISTANT_QUESTIONS.map((question) => (
                <li
                  key={question}
                  className="ml-auto w-fit max-w-[90%] rounded-2xl rounded-br-md bg-emerald-700 px-4 py-2.5 text-sm text-white"
                >
                  {question}
                </li>
              ))}
            </ul>
          </div>
          <ul className="space-y-5">
            {ASSISTANT_POINTS.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                  <Sparkles className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{point.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </LandingSection>

      <LandingSection
        id="precos"
        title="Preços"
        intro={`Comece de graça. Assine o Premium quando quiser ${MEAL_LIMIT_TEXTS.unlimited.toLocaleLowerCase('pt-BR')}, histórico completo e o assistente.`}
      >
        <Pricing />
      </LandingSection>

      <LandingSection
        id="exemplos"
        tone="tinted"
        title="Como o Prato Certo entra na rotina"
        intro="Personagens ilustrativos, criados para mostrar usos do app. Não são depoimentos de clientes."
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {PERSONAS.map((persona) => (
            <li key={persona.name} className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="font-semibold text-slate-900">{persona.name}</p>
              <p className="text-sm text-emerald-800">{persona.goal}</p>
              <p className="mt-4 text-sm leading-relaxed text-slate-600">{persona.story}</p>
              <p className="mt-auto pt-4 text-xs font-medium uppercase tracking-wide text-slate-500">
                Exemplo ilustrativo
              </p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection id="faq" title="Perguntas frequentes">
        <Faq items={FAQ} />
      </LandingSection>

      <section className="bg-emerald-800">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6">
          <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Pronto para montar seu próximo prato?
          </h2>
          <Button asChild size="lg" variant="secondary">
            {signedIn ? (
              <a href={paths.home.getHref()}>Ir para o app</a>
            ) : (
              <a href={paths.register.getHref()}>Começar Gratuitamente</a>
            )}
          </Button>
          <p className="text-xs text-emerald-100">{TACO_CITATION}.</p>
        </div>
      </section>
    </>
  );
}
