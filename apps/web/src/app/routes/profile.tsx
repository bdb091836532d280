import { UnderConstruction } from '@/components/under-construction';

export default function ProfileRoute() {
  return (
    <UnderConstruction
      title="Meu Perfil"
      description="Aqui você editará seus dados pessoais, verá sua assinatura, trocará a senha e poderá exportar ou excluir seus dados."
    />
  );
}
