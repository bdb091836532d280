const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export const formatNumber = (value: number) => oneDecimal.format(value);
export const formatPercent = (value: number) => `${integer.format(value)}%`;
