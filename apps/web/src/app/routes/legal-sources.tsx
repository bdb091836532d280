import {
  GLYCEMIC_CITATION,
  POF_MEASURES_CITATION,
  TACO_CITATION,
  USDA_EXTRA_CITATION,
  USDA_MILK_CITATION,
  USDA_YIELD_CITATION,
} from '@prato/core/data/food-citations';

/** The citations of the data the app ships (packages/core/src/data/SOURCES.md), for /terms and /privacy. */
export function DataSources() {
  return (
    <ul>
      <li>
        Composição dos alimentos: Tabela Brasileira de Composição de Alimentos (TACO), 4ª edição revisada e ampliada,
        NEPA/UNICAMP, 2011. {TACO_CITATION}.
      </li>
      <li>
        {USDA_MILK_CITATION}. {USDA_YIELD_CITATION} (alimentos cozidos calculados a partir dos crus). Alimentos que a
        TACO não tem: {USDA_EXTRA_CITATION}.
      </li>
      <li>
        Medidas caseiras: Instituto Brasileiro de Geografia e Estatística (IBGE), Pesquisa de Orçamentos Familiares
        2008–2009, Tabela de Medidas Referidas para os Alimentos Consumidos no Brasil. {POF_MEASURES_CITATION}.
      </li>
      <li>
        {GLYCEMIC_CITATION}. Alimentos sem valor medido recebem o índice de uma variedade ou preparo parecido (indicado
        como aproximado) ou de um alimento semelhante (indicado como estimado). Faixas do índice: ISO 26642:2010. Índice
        de uma refeição: média ponderada pelos carboidratos disponíveis (Wolever e Jenkins, Am J Clin Nutr
        1986;43:167–172).
      </li>
      <li>
        Gasto energético das atividades: Ainsworth BE et al., 2011 Compendium of Physical Activities, Medicine &amp;
        Science in Sports &amp; Exercise 2011;43(8):1575–1581.
      </li>
      <li>
        Metas de energia: equação de Mifflin-St Jeor (Am J Clin Nutr 1990;51:241–247) e equação de Harris-Benedict
        revisada (Roza e Shizgal, Am J Clin Nutr 1984;40:168–182).
      </li>
    </ul>
  );
}
