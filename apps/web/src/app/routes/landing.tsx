import {
  ACTIVITY_COUNT,
  DERIVED_FOOD_COUNT,
  EVERYDAY_FOOD_NAME_COUNT,
  TACO_FOOD_COUNT,
} from '@prato/core/data/library-stats';
import { TACO_CITATION } from '@prato/core/data/food-citations';
import { FREE_HISTORY_ITEMS, FREE_MEALS_PER_DAY, MEAL_LIMIT_TEXTS } from '@prato/core/domain/plans';
import {
  Activity,
  ArrowRight,
  BookOpen,
  Calculator,
  ChartColumn,
  ClipboardList,
  Droplet,
  Gauge,
  MessageCircle,
  Scale,
  Sparkles,
  UserRound,
  UtensilsCrossed,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { useWasSignedIn } from '@/lib/session-hint';
import { Faq, type FaqItem } from '@/features/landing/components/faq';
import { Pricing } from '@/features/landing/components/pricing';
import type { LandingSectionId } from '@/features/landing/sections';

const count = (value: number) => value.toLocaleString('pt-BR');

const FACTS = [
  { value: count(TACO_FOOD_COUNT), label: 'alimentos da tabela TACO' },
  { value: count(EVERYDAY_FOOD_NAME_COUNT), label: 'nomes do dia a dia na busca' },
  { value: count(ACTIVITY_COUNT), label: 'atividades físicas com MET' },
  { value: '40/30/30', label: 'carboidratos, proteínas e gorduras' },
] as const;

const STEPS = [
  {
    icon: UserRound,
    title: 'Conte um pouco sobre você',
    text: 'Peso, altura, idade, sexo, nível de atividade e objetivo. O app calcula suas metas de calorias para café da manhã, almoço, jantar e lanches.',
  },
  {
    icon: UtensilsCrossed,
    title: 'Escolha os alimentos da refeição',
    text: 'Busque pelo nome que você usa no dia a dia, como “pão francês” ou “feijão”, e defina a meta de calorias daquela refeição.',
  },
  {
    icon: Calculator,
    title: 'Receba as porções em gramas',
    text: 'O app calcula quanto de cada alimento atinge a meta com a divisão 40/30/30, mostra as medidas caseiras e salva a refeição no seu diário.',
  },
] as const;

const FEATURES = [
  {
    icon: Calculator,
    title: 'Porções calculadas, não chutadas',
    text: 'Um otimizador matemático encontra as gramas que atingem a meta de energia (±1%) com a divisão de macronutrientes mais próxima de 40/30/30.',
  },
  {
    icon: BookOpen,
    title: `${count(TACO_FOOD_COUNT)} alimentos com composição medida`,
    text: `Todos os alimentos da Tabela Brasileira de Composição de Alimentos (TACO), mais ${count(DERIVED_FOOD_COUNT)} do dia a dia que ela não mede (formas cozidas, receitas, preparações caseiras do IBGE e alguns do USDA), encontrados também por ${count(EVERYDAY_FOOD_NAME_COUNT)} nomes populares, com medidas caseiras do IBGE.`,
  },
  {
    icon: Gauge,
    title: 'Índice e carga glicêmica',
    text: 'Cada refeição mostra o índice e a carga glicêmica, com indicação de quando o valor é medido, aproximado (de um alimento parecido) ou estimado.',
  },
  {
    icon: Activity,
    title: 'Atividades físicas',
    text: `${count(ACTIVITY_COUNT)} atividades, de caminhada a musculação: as calorias gastas saem do valor MET de cada uma (Compêndio de Atividades Físicas) e do seu peso.`,
  },
  {
    icon: Scale,
    title: 'Peso e IMC',
    text: 'Acompanhe seu peso ao longo do tempo, veja seu IMC e ajuste suas metas quando seus dados mudarem.',
  },
  {
    icon: Droplet,
    title: 'Hidratação com lembretes',
    text: 'Meta de água sugerida pelo seu peso e nível de atividade, com lembretes distribuídos ao longo do dia.',
  },
  {
    icon: ChartColumn,
    title: 'Diário e histórico',
    text: 'Refeições, atividades, água e peso em um só lugar, com o resumo do dia: calorias e macronutrientes consumidos.',
  },
  {
    icon: ClipboardList,
    title: 'Seus dados são seus',
    text: 'Exporte tudo o que você registrou ou exclua a conta com todos os registros quando quiser, direto no perfil.',
  },
] as const;

const ASSISTANT_QUESTIONS = [
  'O que posso comer no lanche da tarde para chegar na minha meta de proteína?',
  'Meu almoço de hoje ficou equilibrado?',
  'Como trocar o arroz branco no jantar sem passar das calorias?',
  'Quais alimentos ajudam a comer mais fibras no café da manhã?',
] as const;

const PERSONAS = [
  {
    name: 'Camila, 34 anos',
    goal: 'quer perder peso sem cortar o pão francês',
    story:
      'Define 400 kcal para o café da manhã, escolhe pão francês, ovo e mamão, e o app diz quantos gramas de cada um cabem na meta.',
  },
  {
    name: 'Rafael, 27 anos',
    goal: 'treina musculação e quer ganhar massa',
    story:
      'Usa a meta de ganho de peso no cadastro, monta almoço e jantar com frango, arroz e feijão, e registra os treinos para ver o gasto do dia.',
  },
  {
    name: 'Dona Lúcia, 68 anos',
    goal: 'esquece de beber água',
    story: 'Ativa os lembretes de hidratação e acompanha, no painel do dia, quantos copos ainda faltam para a meta.',
  },
] as const;

const FAQ: FaqItem[] = [
  {
    question: 'De onde vêm os valores nutricionais?',
    answer: (
      <>
        Da Tabela Brasileira de Composição de Alimentos (TACO, 4ª edição, NEPA/UNICAMP), com {count(TACO_FOOD_COUNT)}{' '}
        alimentos analisados em laboratório. Medidas caseiras vêm da Pesquisa de Orçamentos Familiares do IBGE e o
        índice glicêmico, de tabelas internacionais publicadas. Nenhum número é inventado por inteligência artificial.
      </>
    ),
  },
  {
    question: 'Como as porções são calculadas?',
    answer:
      'Você escolhe os alimentos e a meta de calorias da refeição. Um otimizador matemático encontra as gramas que atingem a meta com margem de 1% e deixam a divisão entre carboidratos, proteínas e gorduras o mais perto possível de 40/30/30. Depois você pode ajustar as gramas à mão.',
  },
  {
    question: 'O que o plano gratuito inclui?',
    answer: `Cadastro, metas de calorias, cálculo de porções, ${MEAL_LIMIT_TEXTS.perDaySentence(FREE_MEALS_PER_DAY)} no diário, registro de água, peso e atividades e histórico com os ${FREE_HISTORY_ITEMS} registros mais recentes. ${MEAL_LIMIT_TEXTS.howCounted} O assistente nutricional é exclusivo dos planos Premium.`,
  },
  {
    question: 'Como funciona a assinatura Premium?',
    answer:
      'Você escolhe o período (mensal, trimestral ou anual) e paga em reais. As refeições planejadas ficam ilimitadas, o histórico completo e o assistente é liberado. Quando o período termina sem renovação, a conta volta ao plano gratuito e nenhum registro é apagado.',
  },
  {
    question: 'O Prato Certo substitui um nutricionista?',
    answer:
      'Não. O app ajuda a planejar e acompanhar sua alimentação com dados confiáveis, mas não faz diagnóstico nem prescrição. Em caso de doença, gestação ou restrição alimentar, procure um nutricionista ou médico.',
  },
  {
    question: 'Meus dados estão seguros?',
    answer: (
      <>
        Tratamos seus dados conforme a Lei Geral de Proteção de Dados (LGPD): usamos só o necessário para o serviço, não
        vendemos dados e você pode exportar ou excluir tudo em Meu Perfil. Os detalhes estão na{' '}
        <a href={paths.privacy.getHref()} className="font-medium text-emerald-800 underline underline-offset-2">
          Política de Privacidade
        </a>
        .
      </>
    ),
  },
];

function Section({
  id,
  title,
  intro,
  tone = 'white',
  children,
}: {
  id: LandingSectionId | 'exemplos';
  title: string;
  intro?: string;
  tone?: 'white' | 'tinted';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-16 py-16 sm:py-24 ${tone === 'tinted' ? 'bg-slate-50' : ''}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-slate-600">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export default function LandingRoute() {
  const signedIn = useWasSignedIn();
  return (
    <>
      <title>{pageTitle('Planejamento de refeições e nutrição')}</title>
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
            <p className="mt-4 text-sm text-slate-600">Plano gratuito sem prazo, sem cartão de crédito.</p>
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

      <Section
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
      </Section>

      <Section
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
      </Section>

      <Section
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
            {[
              {
                title: 'Números do app, texto do assistente',
                text: 'Calorias, gramas e macronutrientes vêm sempre da tabela TACO e dos cálculos do app. O assistente explica e sugere; ele não inventa valores nutricionais.',
              },
              {
                title: 'Conhece o seu contexto',
                text: 'As respostas consideram suas metas por refeição e o que você registrou recentemente, para sugestões que fazem sentido no seu dia.',
              },
              {
                title: 'Orientação, não prescrição',
                text: 'O assistente ajuda no dia a dia, mas não substitui nutricionista ou médico.',
              },
            ].map((point) => (
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
      </Section>

      <Section
        id="precos"
        title="Preços"
        intro={`Comece de graça. Assine o Premium quando quiser ${MEAL_LIMIT_TEXTS.unlimited.toLocaleLowerCase('pt-BR')}, histórico completo e o assistente.`}
      >
        <Pricing />
      </Section>

      <Section
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
      </Section>

      <Section id="faq" title="Perguntas frequentes">
        <Faq items={FAQ} />
      </Section>

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
