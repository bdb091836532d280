import { Calculator, ChartColumn, Droplet, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';

const FEATURES = [
  {
    icon: Calculator,
    title: 'Porções calculadas, não chutadas',
    text: 'Escolha os alimentos e a meta de calorias da refeição: as porções em gramas saem da composição medida na tabela TACO, com a divisão de 40% carboidratos, 30% proteínas e 30% gorduras.',
  },
  {
    icon: ChartColumn,
    title: 'Registros e histórico',
    text: 'Registre refeições, atividades físicas e peso, e acompanhe seu dia no painel com calorias e macronutrientes.',
  },
  {
    icon: Droplet,
    title: 'Hidratação com lembretes',
    text: 'Defina sua meta de água, receba lembretes ao longo do dia e acompanhe sua sequência de dias na meta.',
  },
  {
    icon: Sparkles,
    title: 'Assistente nutricional (Premium)',
    text: 'Assinantes Premium conversam com um assistente que conhece seus registros e responde dúvidas sobre alimentação.',
  },
] as const;

export default function LandingRoute() {
  return (
    <>
      <title>{pageTitle('Planejamento de refeições e nutrição')}</title>
      <section className="bg-gradient-to-b from-emerald-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">
            Nutrição e planejamento de refeições
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Monte cada refeição na medida certa para a sua meta.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600">
            O Prato Certo calcula quantos gramas de cada alimento você precisa para atingir as calorias da refeição,
            usando dados medidos de alimentos brasileiros. Registre o que comeu, suas atividades, seu peso e sua
            hidratação em um só lugar.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.register.getHref()}>Criar minha conta</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.login.getHref()}>Já tenho conta</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="recursos" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="recursos" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          O que você encontra
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-xs text-slate-500">
          Fonte da composição dos alimentos: TACO – NEPA/UNICAMP, 4ª ed., 2011. O Prato Certo não substitui a orientação
          de um nutricionista ou médico.
        </p>
      </section>
    </>
  );
}
