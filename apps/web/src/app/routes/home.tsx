import { displayName } from '@prato/core/schemas/auth';
import { useState } from 'react';
import { UnderConstruction } from '@/components/under-construction';
import { useUser } from '@/features/auth/hooks/use-user';
import { greetingFor } from '@/lib/greeting';

export default function HomeRoute() {
  const user = useUser();
  const [openedAt] = useState(() => new Date());
  return (
    <UnderConstruction
      title="Início"
      description="Aqui você verá o resumo do dia: calorias consumidas em relação à meta, macronutrientes, refeições, atividades e a dica do dia."
    >
      <p className="text-lg text-slate-700">
        {greetingFor(openedAt)}, <span className="font-semibold text-slate-900">{displayName(user)}</span>!
      </p>
    </UnderConstruction>
  );
}
