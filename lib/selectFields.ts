// A reply item cut down to the fields `q` select_columns (or columns) names; `a.b` keeps b of the
// object (or of each item of the list) a, as Superset's select_columns does (e.g. dashboards.id).
// Used by the server's and the mocks' list and show replies.
export interface SelectFieldsOptions {
  /**
   * What `a.b` gives when a is neither an object nor a list (null, a scalar): a as it is (the
   * server's chart and dashboard replies), or nothing (its dataset reply and the mocks leave the
   * field out).
   */
  pathOnScalar?: 'keep' | 'omit';
}

export function selectFieldsOf(
  item: object,
  names: readonly string[],
  options: SelectFieldsOptions = {},
): Record<string, unknown> {
  const keepScalar = (options.pathOnScalar ?? 'keep') === 'keep';
  const source = item as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const dot = name.indexOf('.');
    const head = dot === -1 ? name : name.slice(0, dot);
    const sub = dot === -1 ? null : name.slice(dot + 1);
    const value = source[head];
    if (value === undefined) continue;
    if (sub === null) out[head] = value;
    else if (Array.isArray(value)) {
      const before = (out[head] as Record<string, unknown>[] | undefined) ?? [];
      out[head] = value.map((entry, i) => ({ ...before[i], [sub]: (entry as Record<string, unknown>)[sub] }));
    } else if (value !== null && typeof value === 'object') {
      out[head] = { ...(out[head] as object | undefined), [sub]: (value as Record<string, unknown>)[sub] };
    } else if (keepScalar) out[head] = value;
  }
  return out;
}

/** Each item cut down to the named fields, or the items as they are when no field is named. */
export function selectedItems<T extends object>(
  items: readonly T[],
  names: readonly string[] | undefined,
): (T | Record<string, unknown>)[] {
  return names?.length ? items.map((item) => selectFieldsOf(item, names)) : [...items];
}
