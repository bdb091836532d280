import { LegalPage } from './legal-page';

export default function PrivacyRoute() {
  return (
    <LegalPage title="Política de Privacidade" updated="versão 1.1.0">
      <section>
        <h2>1. Dados que coletamos</h2>
        <ul>
          <li>Conta: nome, email e senha (guardada apenas de forma cifrada).</li>
          <li>Perfil e saúde: peso, altura, idade, sexo, nível de atividade e metas de calorias que você informa.</li>
          <li>Registros: refeições, atividades físicas, peso e ingestão de água.</li>
          <li>Assinatura: plano, datas e situação dos pagamentos (não guardamos dados de cartão).</li>
        </ul>
      </section>
      <section>
        <h2>2. Para que usamos</h2>
        <p>
          Usamos seus dados apenas para oferecer o serviço: calcular porções e metas, mostrar seu histórico, enviar
          emails da conta (confirmação e redefinição de senha) e gerenciar sua assinatura. Não vendemos seus dados.
        </p>
      </section>
      <section>
        <h2>3. Assistente nutricional</h2>
        <p>
          No plano Premium, as mensagens que você envia ao assistente e um resumo dos seus registros recentes são usados
          para gerar a resposta.
        </p>
      </section>
      <section>
        <h2>4. Seus direitos (LGPD)</h2>
        <p>
          Conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), você pode acessar, corrigir, exportar e
          excluir seus dados. Em Meu Perfil você pode exportar seus dados e excluir sua conta com todos os registros.
        </p>
      </section>
      <section>
        <h2>5. Segurança e retenção</h2>
        <p>
          A sessão fica em um cookie protegido, as senhas são cifradas e o acesso aos dados é restrito ao próprio
          usuário. Mantemos os dados enquanto a conta existir; ao excluí-la, os registros são apagados.
        </p>
      </section>
      <section>
        <h2>6. Fontes de dados</h2>
        <p>Fonte: TACO – NEPA/UNICAMP, 4ª ed., 2011.</p>
      </section>
    </LegalPage>
  );
}
