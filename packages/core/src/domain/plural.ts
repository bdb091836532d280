const rules = new Intl.PluralRules('pt-BR');
const numbers = new Intl.NumberFormat('pt-BR');

/**
 * A count with the word in the form it takes ("1 dia", "2 dias", "1,5 dia"), never "dia(s)". The form
 * comes from Intl.PluralRules for pt-BR, except zero: CLDR puts 0 with 1 ("0 dia"), but Brazilian usage
 * (and the Brazilian grammars) says "0 dias", "nenhum registro" aside.
 */
export function countOf(count: number, one: string, other: string): string {
  const word = count !== 0 && rules.select(count) === 'one' ? one : other;
  return `${numbers.format(count)} ${word}`;
}
