import { DERIVED_FOOD_COUNT, EVERYDAY_FOOD_NAME_COUNT, TACO_FOOD_COUNT } from '@prato/core/data/library-stats';
import { FREE_HISTORY_ITEMS, FREE_MEALS_PER_DAY, MEAL_LIMIT_TEXTS, formatBRL } from '@prato/core/domain/plans';
import { Link } from 'react-router';
import { usePlans } from '@/api/plans';
import { paths } from '@/config/paths';
import { DataSources } from './legal-sources';
import { LegalPage } from './legal-page';

const linkClass = 'font-medium text-emerald-800 underline underline-offset-2';

export default function TermsRoute() {
  const plans = usePlans();
  return (
    <LegalPage title="Termos de Uso" updated="versão 1.1.0">
      <p>
        Estes termos regem o uso do Prato Certo. Ao criar uma conta você declara que os leu e concorda com eles e com a{' '}
        <Link to={paths.privacy.getHref()} className={linkClass}>
          Política de Privacidade
        </Link>
        . Eles seguem o Código de Defesa do Consumidor (Lei nº 8.078/1990), o Marco Civil da Internet (Lei nº
        12.965/2014) e a LGPD (Lei nº 13.709/2018).
      </p>
      <section>
        <h2>1. O serviço</h2>
        <p>
          O Prato Certo é um aplicativo de planejamento de refeições e acompanhamento de hábitos: calcula metas de
          calorias e porções de alimentos para uma meta de calorias, registra refeições, atividades físicas, peso e
          hidratação e, nos planos Premium, oferece um assistente nutricional. A biblioteca tem {TACO_FOOD_COUNT}{' '}
          alimentos da tabela TACO e {DERIVED_FOOD_COUNT} alimentos do dia a dia que ela não mede (formas cozidas,
          receitas, preparações caseiras da tabela de alimentos consumidos do IBGE e alguns do USDA), encontrados também
          por {EVERYDAY_FOOD_NAME_COUNT} nomes populares.
        </p>
      </section>
      <section>
        <h2>2. Não é aconselhamento médico</h2>
        <p>
          As informações do aplicativo são educativas e estimativas: metas, porções, gasto de calorias e índice
          glicêmico são calculados a partir de fórmulas e tabelas publicadas, e o assistente pode errar. Nada disso
          substitui consulta com nutricionista, médico ou outro profissional de saúde. Procure orientação profissional
          antes de mudar sua alimentação, sobretudo em caso de doença, gestação, amamentação, transtorno alimentar ou
          restrição alimentar. O app não é indicado para menores de 18 anos sem acompanhamento dos responsáveis.
        </p>
      </section>
      <section>
        <h2>3. Sua conta</h2>
        <ul>
          <li>Informe dados verdadeiros e um email que seja seu; a conta é pessoal e intransferível.</li>
          <li>Mantenha sua senha em sigilo. Você responde pelo que for feito com ela.</li>
          <li>
            Você pode excluir a conta quando quiser em Meu Perfil; os registros são apagados, como descreve a Política
            de Privacidade.
          </li>
        </ul>
      </section>
      <section>
        <h2>4. Uso permitido</h2>
        <p>
          Não é permitido usar o serviço para fins ilegais, tentar acessar dados de outras pessoas, sobrecarregar ou
          atacar o sistema, automatizar acessos em massa ou revender o serviço. Contas que fizerem isso podem ser
          suspensas ou encerradas, com aviso sempre que possível.
        </p>
      </section>
      <section>
        <h2>5. Planos e pagamentos</h2>
        <ul>
          <li>
            Plano Gratuito: sem custo e sem prazo, com {MEAL_LIMIT_TEXTS.perDaySentence(FREE_MEALS_PER_DAY)}, histórico
            com os {FREE_HISTORY_ITEMS} registros mais recentes e sem o assistente.
          </li>
          <li>
            Planos Premium, cobrados em reais por período:{' '}
            {/* This installation's prices, once the server has said them (never the compiled ones meanwhile). */}
            {plans.ready
              ? plans.paid.map((plan) => `${plan.label} ${formatBRL(plan.priceCents)}`).join('; ')
              : plans.paid.map((plan) => plan.label).join('; ')}
            . {MEAL_LIMIT_TEXTS.unlimited}, histórico completo e assistente nutricional.
          </li>
          <li>
            O pagamento é processado pelo provedor de pagamento indicado na tela de assinatura. Ao fim do período pago
            sem renovação, a conta volta ao plano gratuito, sem perda dos registros.
          </li>
          <li>
            Direito de arrependimento: você pode desistir da assinatura em até 7 dias da contratação e receber o valor
            de volta (CDC, Art. 49), pelo contato indicado na Política de Privacidade.
          </li>
        </ul>
      </section>
      <section>
        <h2>6. Disponibilidade e mudanças</h2>
        <p>
          Trabalhamos para manter o serviço no ar, mas ele pode ficar indisponível para manutenção ou por falhas. Quando
          estes termos mudarem de forma relevante, avisaremos no app antes de a mudança valer; se você não concordar,
          pode encerrar a conta.
        </p>
      </section>
      <section>
        <h2>7. Propriedade intelectual e fontes</h2>
        <p>
          O aplicativo, sua marca e seus textos pertencem aos seus autores. Os dados nutricionais são de terceiros e são
          reproduzidos com citação da fonte:
        </p>
        <DataSources />
      </section>
      <section>
        <h2>8. Foro</h2>
        <p>
          Aplica-se a lei brasileira. Fica eleito o foro do domicílio do consumidor para resolver qualquer controvérsia.
        </p>
      </section>
    </LegalPage>
  );
}
