import { LegalPage } from './legal-page';

export default function TermsRoute() {
  return (
    <LegalPage title="Termos de Uso" updated="versão 1.1.0">
      <section>
        <h2>1. O serviço</h2>
        <p>
          O Prato Certo é um aplicativo de planejamento de refeições e acompanhamento de hábitos: calcula porções de
          alimentos para uma meta de calorias, registra refeições, atividades físicas, peso e hidratação e, no plano
          Premium, oferece um assistente nutricional.
        </p>
      </section>
      <section>
        <h2>2. Não é aconselhamento médico</h2>
        <p>
          As informações do aplicativo são educativas e estimativas. Elas não substituem consulta com nutricionista,
          médico ou outro profissional de saúde. Procure orientação profissional antes de mudar sua alimentação,
          sobretudo em caso de doença, gestação ou restrições alimentares.
        </p>
      </section>
      <section>
        <h2>3. Sua conta</h2>
        <ul>
          <li>Você precisa ter pelo menos 13 anos e informar um email válido.</li>
          <li>Você é responsável por manter sua senha em sigilo e pelos dados que registra.</li>
          <li>Podemos suspender contas usadas para abuso, fraude ou ataques ao serviço.</li>
        </ul>
      </section>
      <section>
        <h2>4. Planos e pagamentos</h2>
        <p>
          O plano gratuito tem limites de uso descritos na tela de assinatura. Os planos Premium são cobrados pelo
          período escolhido; ao fim do período sem renovação, a conta volta ao plano gratuito sem perda dos seus
          registros.
        </p>
      </section>
      <section>
        <h2>5. Dados nutricionais</h2>
        <p>
          Os valores de composição dos alimentos vêm da Tabela Brasileira de Composição de Alimentos. Fonte: TACO –
          NEPA/UNICAMP, 4ª ed., 2011. Medidas caseiras e índices glicêmicos são aproximações.
        </p>
      </section>
      <section>
        <h2>6. Privacidade</h2>
        <p>
          O tratamento dos seus dados pessoais segue a Lei Geral de Proteção de Dados (LGPD) e está descrito na Política
          de Privacidade.
        </p>
      </section>
    </LegalPage>
  );
}
