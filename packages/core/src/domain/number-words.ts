/**
 * Numbers written as words, as normalised text reads them (lower case, no accents): "meia xícara",
 * "duas fatias". The assistant and the quick entry both read them.
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  meio: 0.5,
  meia: 0.5,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
};
