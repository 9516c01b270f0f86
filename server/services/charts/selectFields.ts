// A reply item cut down to the fields `q` select_columns names; `a.b` keeps b of the object (or
// of each item of the list) a, as Superset's select_columns does (e.g. dashboards.id).
export function selectFieldsOf(item: object, names: readonly string[]): Record<string, unknown> {
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
    } else out[head] = value;
  }
  return out;
}
