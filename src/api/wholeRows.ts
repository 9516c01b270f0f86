// A list reply's rows when the request named no `select_columns`: the contract types each row as
// the whole item or the selected fields (Superset's lists cut rows to select_columns), and a
// caller that asked for whole rows gets whole rows.
export function wholeRows<Row>(result: readonly (Row | Record<string, unknown>)[] | undefined): Row[] {
  return (result ?? []) as Row[];
}
