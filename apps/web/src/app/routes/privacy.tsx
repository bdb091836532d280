import { DERIVED_FOOD_COUNT, EVERYDAY_FOOD_NAME_COUNT, TACO_FOOD_COUNT } from '@prato/core/data/library-stats';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ControllerContact } from '@/features/legal/components/controller-contact';
import { DataSources } from './legal-sources';
import { LegalPage } from './legal-page';

export default function PrivacyRoute() {
  return (
    <LegalPage title="Política de Privacidade" updated="versão 1.1.0">
      <p>
        Esta política explica quais dados pessoais o Prato Certo trata, para quê, com base em qual hipótese legal, por
        quanto tempo e como você exerce seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº
        13.709/2018). Dados de saúde, como peso e alimentação, são dados pessoais sensíveis (Art. 5º, II) e recebem o
        tratamento descrito aqui.
      </p>
      <section>
        <h2>1. Quem é o controlador</h2>
        <p>O controlador dos seus dados e o canal do encarregado são definidos por quem opera esta instalação:</p>
        <ControllerContact />
      </section>
      <section>
        <h2>2. Dados que tratamos</h2>
        <ul>
          <li>Conta: nome completo, email e senha (guardada só como hash, nunca em texto).</li>
          <li>
            Perfil e saúde: idade, sexo, peso, altura, nível de atividade, objetivo, metas de calorias e, se você
            enviar, uma foto de perfil.
          </li>
          <li>
            Registros: refeições e alimentos com as gramas, atividades físicas, histórico de peso e ingestão de água,
            com data, hora e fuso horário.
          </li>
          <li>
            Assinatura: plano, datas, valores e situação dos pagamentos. Não recebemos nem guardamos dados de cartão.
          </li>
          <li>
            Segurança: endereço IP e navegador de cada sessão, tentativas de login que falharam e os emails enviados
            (confirmação de conta e redefinição de senha).
          </li>
          <li>Assistente (Premium): as mensagens que você envia e as respostas geradas.</li>
        </ul>
      </section>
      <section>
        <h2>3. Finalidades e bases legais</h2>
        <ul>
          <li>
            Criar e manter sua conta e cobrar a assinatura: execução do contrato (Art. 7º, V) e, para pagamentos,
            cumprimento de obrigação legal fiscal (Art. 7º, II).
          </li>
          <li>
            Calcular metas, porções e gasto de calorias e mostrar seu histórico com dados de saúde: seu consentimento
            específico e destacado (Art. 11, I), dado ao aceitar estes termos no cadastro e ao informar esses dados.
            Você pode retirá-lo a qualquer momento excluindo os dados ou a conta.
          </li>
          <li>
            Proteger a conta contra invasão e abuso (bloqueio após tentativas erradas, registro de sessões): legítimo
            interesse e garantia da prevenção à fraude e da segurança do titular (Art. 7º, IX, e Art. 11, II, g).
          </li>
          <li>Guardar registros de acesso ao serviço: obrigação legal do Marco Civil da Internet (Art. 7º, II).</li>
        </ul>
        <p>Não vendemos dados, não fazemos publicidade com eles e não os usamos para treinar modelos de IA.</p>
      </section>
      <section>
        <h2>4. Com quem compartilhamos</h2>
        <ul>
          <li>
            Provedor de pagamento (quando a instalação usa a Kiwify): nome e email para emitir a cobrança e confirmar o
            pagamento da assinatura.
          </li>
          <li>
            Provedor de IA (quando a instalação usa o Google Gemini ou outro serviço compatível com a API da OpenAI): as
            mensagens que você envia ao assistente e um resumo das suas metas e registros recentes, só para gerar a
            resposta. Sem um provedor configurado, as sugestões são calculadas no próprio servidor e nada sai dele.
          </li>
          <li>Provedor de email: seu endereço e o conteúdo das mensagens de confirmação e redefinição de senha.</li>
          <li>Autoridades públicas, quando houver ordem judicial ou obrigação legal.</li>
        </ul>
        <p>
          Provedores no exterior recebem apenas o necessário, com as garantias do Art. 33 da LGPD (cláusulas contratuais
          ou país com proteção adequada).
        </p>
      </section>
      <section>
        <h2>5. Por quanto tempo guardamos</h2>
        <ul>
          <li>Dados da conta, do perfil e registros: enquanto a conta existir. Ao excluí-la, eles são apagados.</li>
          <li>Registros de acesso (IP, data e hora): 6 meses, como exige o Marco Civil da Internet (Art. 15).</li>
          <li>
            Dados de pagamento: pelo prazo das obrigações fiscais (até 5 anos), mesmo após a exclusão da conta, e só
            para esse fim.
          </li>
        </ul>
      </section>
      <section>
        <h2>6. Seus direitos (Art. 18) e como exercê-los</h2>
        <ul>
          <li>
            Confirmação e acesso aos dados, e portabilidade: em{' '}
            <Link to={paths.profile.getHref()} className="font-medium text-emerald-800 underline underline-offset-2">
              Meu Perfil
            </Link>
            , “Exportar dados” baixa tudo o que está guardado sobre você em um arquivo JSON.
          </li>
          <li>Correção: edite seus dados em Meu Perfil e em Saúde a qualquer momento.</li>
          <li>
            Eliminação e revogação do consentimento: em Meu Perfil, “Excluir conta” apaga a conta e todos os registros
            (após confirmação).
          </li>
          <li>
            Informação sobre compartilhamento, anonimização, bloqueio, oposição e revisão de decisões automatizadas:
            pelo contato do encarregado indicado acima, com resposta em até 15 dias.
          </li>
          <li>Você também pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD).</li>
        </ul>
      </section>
      <section>
        <h2>7. Segurança</h2>
        <p>
          A sessão fica em um cookie protegido (httpOnly), as senhas são guardadas como hash, cada registro só é lido
          com a sessão do próprio usuário e o acesso administrativo é restrito. Nenhum sistema é perfeito: se houver um
          incidente de segurança que possa causar risco relevante, você e a ANPD serão avisados (Art. 48).
        </p>
      </section>
      <section>
        <h2>8. Cookies e armazenamento no aparelho</h2>
        <p>
          Usamos apenas o cookie de sessão, necessário para você entrar, e o armazenamento local do navegador para
          preferências e para o app funcionar instalado (por exemplo, quando você dispensa o convite de instalação). Não
          usamos cookies de publicidade nem de rastreamento.
        </p>
      </section>
      <section>
        <h2>9. Fontes dos dados nutricionais</h2>
        <p>
          A biblioteca tem {TACO_FOOD_COUNT} alimentos da TACO, {DERIVED_FOOD_COUNT} calculados a partir deles ou
          tirados do USDA e {EVERYDAY_FOOD_NAME_COUNT} nomes do dia a dia. Os dados vêm de:
        </p>
        <DataSources />
      </section>
      <section>
        <h2>10. Mudanças nesta política</h2>
        <p>
          Quando esta política mudar de forma relevante, avisaremos no app antes de a mudança valer. A versão e a data
          estão no topo da página.
        </p>
      </section>
    </LegalPage>
  );
}
