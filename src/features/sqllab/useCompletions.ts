// What the editor completes (spec §2: keywords, schemas, tables, columns, functions): the chosen
// schema's tables, the selected table's columns, the database's functions and its schemas.
import { useMemo } from 'react';
import type { SqlCompletions } from '../../components/SqlEditor/completions.ts';
import type { SqlLabDatabase } from './sqlLabApi.ts';
import { useFunctionNames, useSchemaNames, useTableMetadata, useTables } from './useTableQueries.ts';

export function useCompletions(
  database: SqlLabDatabase | null,
  catalog: string | null,
  schema: string | null,
  selectedTable: string | null,
): SqlCompletions {
  const dbId = database?.id ?? null;
  const tables = useTables(dbId, catalog, schema).data?.result;
  const columns = useTableMetadata(dbId, catalog, schema, selectedTable).data?.columns;
  const functions = useFunctionNames(dbId).data;
  const schemas = useSchemaNames(dbId, database?.allow_multi_catalog ? catalog : null).data;
  return useMemo(
    () => ({
      tables: (tables ?? []).map((table) => ({ name: table.value, schema: schema ?? '' })),
      columns: (columns ?? []).map((column) => ({
        name: column.name,
        table: selectedTable ?? '',
        type: column.type,
      })),
      functions: functions ?? [],
      schemas: schemas ?? [],
    }),
    [tables, columns, functions, schemas, schema, selectedTable],
  );
}
