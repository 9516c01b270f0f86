// The tables of a SQL Lab tab (spec §3 'SQL editor table entry', 'Table schema'): the client
// entry, what is posted as the table schema's description, and an entry restored from the server.
import type { SqlEditorTable } from '../../../machines/tabSync/index.ts';
import type { TableMetadata, TableSchemaDetail } from './tableSchemaApi.ts';

/** Superset's data preview limit. */
export const PREVIEW_QUERY_LIMIT = 100;

/** Superset's wording for the failures of the table calls (spec §8: wording not shown). */
export const TABLE_METADATA_FAILED = 'An error occurred while fetching table metadata';
export const TABLE_SYNC_FAILED =
  'An error occurred while fetching table metadata. Please contact your administrator.';
export const TABLE_EXPAND_FAILED =
  'An error occurred while expanding the table schema. Please contact your administrator.';
export const TABLE_COLLAPSE_FAILED =
  'An error occurred while collapsing the table schema. Please contact your administrator.';
export const TABLE_REMOVE_FAILED =
  'An error occurred while removing the table schema. Please contact your administrator.';

export type TableStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface TableEntry extends SqlEditorTable {
  /** Stable key: the entry's first id (a client id, or the server id of a restored table). */
  key: string;
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  expanded: boolean;
  dataPreviewQueryId: string | null;
  /** Kept on the server (Superset's `initialized`): `id` is then the table schema's id. */
  initialized: boolean;
  /** Columns, SELECT *, keys and indexes (from /table_metadata/ or the stored description). */
  metadata: TableMetadata | null;
  status: TableStatus;
}

/** A tab id the server gave (numeric), as opposed to a local-only id ('local-…'). */
export function isRemoteTabId(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^\d+$/.test(id);
}

export function sameTable(
  entry: TableEntry,
  table: { dbId: number | null; catalog: string | null; schema: string | null; name: string },
): boolean {
  return (
    entry.dbId === table.dbId &&
    // A database without catalogs leaves the tab's catalog empty.
    (entry.catalog === null || table.catalog === null || entry.catalog === table.catalog) &&
    entry.schema === table.schema &&
    entry.name === table.name
  );
}

/** The `table` posted to /tableschemaview/: the entry and its metadata (Superset's syncTable). */
export function tableSchemaPayload(entry: TableEntry, tabId: string): Record<string, unknown> {
  const metadata = entry.metadata;
  return {
    name: entry.name,
    dbId: entry.dbId,
    catalog: entry.catalog,
    schema: entry.schema,
    queryEditorId: tabId,
    expanded: entry.expanded,
    dataPreviewQueryId: entry.dataPreviewQueryId,
    persistData: entry.persistData ?? true,
    ...(metadata
      ? {
          columns: metadata.columns,
          selectStar: metadata.selectStar,
          primaryKey: metadata.primaryKey,
          foreignKeys: metadata.foreignKeys,
          indexes: metadata.indexes,
          comment: metadata.comment,
        }
      : {}),
  };
}

function metadataOf(name: string, description: Record<string, unknown> | null): TableMetadata | null {
  if (!description || !Array.isArray(description.columns)) return null;
  return {
    name,
    columns: description.columns as TableMetadata['columns'],
    selectStar: typeof description.selectStar === 'string' ? description.selectStar : '',
    primaryKey: (description.primaryKey ?? {
      type: 'pk',
      name: null,
      column_names: [],
    }) as TableMetadata['primaryKey'],
    foreignKeys: Array.isArray(description.foreignKeys)
      ? (description.foreignKeys as TableMetadata['foreignKeys'])
      : [],
    indexes: Array.isArray(description.indexes) ? (description.indexes as TableMetadata['indexes']) : [],
    comment: typeof description.comment === 'string' ? description.comment : null,
  };
}

/** A table schema of the bootstrap or of GET /tabstateview/{id} as a client entry. */
export function entryFromServer(detail: TableSchemaDetail): TableEntry {
  const description = detail.description ?? null;
  const metadata = metadataOf(detail.table, description);
  const preview = description?.dataPreviewQueryId;
  return {
    key: String(detail.id),
    id: String(detail.id),
    name: detail.table,
    dbId: detail.database_id,
    catalog: detail.catalog,
    schema: detail.schema,
    queryEditorId: String(detail.tab_state_id),
    expanded: detail.expanded,
    dataPreviewQueryId: typeof preview === 'string' && preview !== '' ? preview : null,
    persistData: true,
    initialized: true,
    metadata,
    status: metadata ? 'ready' : 'idle',
  };
}
