// The calls behind the tables of a SQL Lab tab: a table's metadata (/table_metadata/) and the
// persisted table entries (POST /tableschemaview/, POST …/{id}/expanded, DELETE …/{id}).
import type { ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';

export type TableMetadata = components['schemas']['TableMetadata'];
export type TableSchemaDetail = components['schemas']['TableSchemaDetail'];

export interface TableRef {
  dbId: number;
  catalog: string | null;
  schema: string | null;
  name: string;
}

export function createTableSchemaApi(client: ApiClient) {
  return {
    async tableMetadata(table: TableRef): Promise<TableMetadata> {
      const { data } = await client.GET('/api/v1/database/{pk}/table_metadata/', {
        params: {
          path: { pk: table.dbId },
          query: {
            name: table.name,
            ...(table.schema ? { schema: table.schema } : {}),
            ...(table.catalog ? { catalog: table.catalog } : {}),
          },
        },
      });
      return data!;
    },

    /** Superset's syncTable: the table entry with its metadata; answers the table schema's id. */
    async createTableSchema(table: Record<string, unknown>): Promise<number> {
      // As Superset posts it: the entry as JSON text.
      const { data } = await client.POST('/tableschemaview/', { body: { table: JSON.stringify(table) } });
      return data!.id;
    },

    async setTableSchemaExpanded(id: number, expanded: boolean): Promise<void> {
      await client.POST('/tableschemaview/{table_schema_id}/expanded', {
        params: { path: { table_schema_id: id } },
        body: { expanded },
      });
    },

    async deleteTableSchema(id: number): Promise<void> {
      await client.DELETE('/tableschemaview/{table_schema_id}', {
        params: { path: { table_schema_id: id } },
      });
    },
  };
}

export type TableSchemaApi = ReturnType<typeof createTableSchemaApi>;
