/** The row's `keys` as they are: the columns a response sends unchanged. */
export function pick<Row extends object, Key extends keyof Row>(row: Row, ...keys: Key[]): Pick<Row, Key> {
  const picked = {} as Pick<Row, Key>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}
