// What SQL Lab saves as a virtual dataset (Superset's ISaveableDatasource), and the pure rules of
// Superset's SaveDatasetModal: the default name and the template parameters kept.

export interface SaveableColumn {
  column_name: string;
  type: string | null;
  is_dttm: boolean;
}

export interface SaveableDatasource {
  /** The tab's name ('Untitled Dataset' when it has none). */
  name: string | null;
  dbId: number;
  catalog: string | null;
  schema: string | null;
  sql: string;
  /** JSON text of the tab's template parameters. */
  templateParams: string | null;
  columns: SaveableColumn[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Superset's moment().format('L HH:mm:ss') in English: MM/DD/YYYY HH:mm:ss, local time. */
export function formatSaveDate(date: Date): string {
  return (
    `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** `<tab name> <date>`, with `untitled` for a tab without a name. */
export function defaultDatasetName(tabName: string | null, untitled: string, now: Date): string {
  return `${tabName?.trim() || untitled} ${formatSaveDate(now)}`;
}

/**
 * The template parameters saved with the dataset: `_filters` only serves to try Jinja templates in
 * SQL Lab and is dropped; unreadable or empty parameters save nothing.
 */
export function savedTemplateParams(text: string | null): string | null {
  if (!text || text.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { _filters: _dropped, ...rest } = parsed as Record<string, unknown>;
  return Object.keys(rest).length > 0 ? JSON.stringify(rest) : null;
}

interface ResultColumnLike {
  name?: unknown;
  column_name?: unknown;
  type?: unknown;
  is_dttm?: unknown;
}

/** A SQL Lab result's columns as the dataset's (name, type, is_dttm). */
export function saveableColumnsOf(columns: readonly unknown[] | undefined): SaveableColumn[] {
  return (columns ?? []).map((raw) => {
    const column = raw as ResultColumnLike;
    const name = typeof column.column_name === 'string' ? column.column_name : String(column.name ?? '');
    return {
      column_name: name,
      type: typeof column.type === 'string' ? column.type : null,
      is_dttm: column.is_dttm === true,
    };
  });
}

interface QueryLike {
  dbId: number | null;
  isDataPreview: boolean;
  tab: string | null;
  sql: string;
  results: { columns?: unknown[] } | null;
}

/** A finished query's result as a dataset to save; none for data previews (Superset's visualize=false). */
export function saveableResult(
  query: QueryLike,
  where: { catalog: string | null; schema: string | null },
  templateParams: string | null,
): SaveableDatasource | undefined {
  if (query.dbId === null || query.isDataPreview) return undefined;
  return {
    name: query.tab,
    dbId: query.dbId,
    catalog: where.catalog,
    schema: where.schema,
    sql: query.sql,
    templateParams,
    columns: saveableColumnsOf(query.results?.columns),
  };
}
