import { UnderConstruction } from '@/components/under-construction';

export default function AdminRoute() {
  return (
    <UnderConstruction
      title="Administração"
      description="Aqui administradores verão métricas e poderão gerenciar as assinaturas dos usuários."
    />
  );
}
