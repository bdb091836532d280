import {
  ACTIVITY_COUNT,
  DERIVED_FOOD_COUNT,
  EVERYDAY_FOOD_NAME_COUNT,
  TACO_FOOD_COUNT,
} from '@prato/core/data/library-stats';
import { FREE_HISTORY_ITEMS, FREE_MEALS_PER_DAY, MEAL_LIMIT_TEXTS } from '@prato/core/domain/plans';
import {
  Activity,
  BookOpen,
  Calculator,
  ChartColumn,
  ClipboardList,
  Droplet,
  Gauge,
  Scale,
  UserRound,
  UtensilsCrossed,
} from '@/components/icons';
import { paths } from '@/config/paths';
import type { FaqItem } from './components/faq';

/**
 * The landing's words and figures, apart from its layout (components/landing-page.tsx): the library's
 * counts come from the data the app ships, so the page never promises more foods than the search finds.
 */

export const count = (value: number) => value.toLocaleString('pt-BR');

export const FACTS = [
  { value: count(TACO_FOOD_COUNT), label: 'alimentos da tabela TACO' },
  { value: count(EVERYDAY_FOOD_NAME_COUNT), label: 'nomes do dia a dia na busca' },
  { value: count(ACTIVITY_COUNT), label: 'atividades físicas com MET' },
  { value: '40/30/30', label: 'carboidratos, proteínas e gorduras' },
] as const;

export const STEPS = [
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

export const FEATURES = [
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

export const ASSISTANT_QUESTIONS = [
  'O que posso comer no lanche da tarde para chegar na minha meta de proteína?',
  'Meu almoço de hoje ficou equilibrado?',
  'Como trocar o arroz branco no jantar sem passar das calorias?',
  'Quais alimentos ajudam a comer mais fibras no café da manhã?',
] as const;

export const PERSONAS = [
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

export const FAQ: FaqItem[] = [
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
    answer: `Cadastro, metas de calorias, cálculo de porções, diário alimentar ilimitado, ${MEAL_LIMIT_TEXTS.perDaySentence(FREE_MEALS_PER_DAY)} no diário, registro de água, peso e atividades e histórico com os ${FREE_HISTORY_ITEMS} registros mais recentes. ${MEAL_LIMIT_TEXTS.howCounted} O assistente nutricional é exclusivo dos planos Premium.`,
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

/** What the assistant is and is not, beside its example questions. */
export const ASSISTANT_POINTS = [
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
] as const;
