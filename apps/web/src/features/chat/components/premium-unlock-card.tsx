import { Lock } from '@/components/icons';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Chat: a non-premium user sees this card with 'Ver planos Premium' to /assinatura. */
export function PremiumUnlockCard() {
  return (
    <div className="mx-auto w-full max-w-xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Assistente Nutricional</h1>
      <Card className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
          <Lock className="size-7" aria-hidden />
        </span>
        <div>
          <CardTitle>Desbloqueie o assistente nutricional</CardTitle>
          <CardDescription>
            Tire dúvidas sobre suas refeições, calorias, nutrientes, peso e hidratação com respostas baseadas nos seus
            registros e na Tabela TACO. Disponível nos planos Premium.
          </CardDescription>
        </div>
        <Button asChild>
          <Link to={paths.subscription.getHref()}>Ver planos Premium</Link>
        </Button>
      </Card>
    </div>
  );
}
