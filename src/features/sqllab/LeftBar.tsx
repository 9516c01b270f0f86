// The left bar (spec §2): the database / catalog / schema picker in SQL Lab mode, the chosen
// schema's tables, and the tables added to the tab (one card each, with columns and actions).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SqlEditorTab } from '../../../machines/tabSync/index.ts';
import {
  type DatabaseOption,
  DatabaseSelector,
} from '../../components/DatabaseSelector/DatabaseSelector.tsx';
import { ClientErrorMessage } from '../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import type { SqlLabSession } from './sqlLabSession.ts';
import { TableElement } from './TableElement.tsx';
import { sameTable } from './tableEntries.ts';
import { useTableEntries } from './useTableEntries.ts';
import { useTables } from './useTableQueries.ts';

interface LeftBarProps {
  session: SqlLabSession;
  tabKey: string;
  tab: SqlEditorTab;
  /** Called with the table last chosen (its columns are completed in the editor). */
  onSelectTable(table: string | null): void;
  onInsert(sql: string): void;
}

function toSqlLabDatabase(option: DatabaseOption) {
  return {
    id: option.id,
    database_name: option.database_name,
    backend: option.backend,
    allow_run_async: option.allow_run_async,
    allow_dml: option.allow_dml,
    allow_ctas: option.allow_ctas ?? false,
    allow_cvas: option.allow_cvas ?? false,
    allow_file_upload: option.allow_file_upload ?? false,
    allow_multi_catalog: option.allow_multi_catalog,
    allows_cost_estimate: option.allows_cost_estimate ?? true,
    expose_in_sqllab: option.expose_in_sqllab,
    disable_data_preview: option.disable_data_preview,
    force_ctas_schema: option.force_ctas_schema ?? null,
  };
}

export function LeftBar({ session, tabKey, tab, onSelectTable, onInsert }: LeftBarProps) {
  const { t } = useTranslation();
  const entries = useTableEntries(session, tabKey);
  const database = session.database(tab.dbId);
  const catalog = tab.catalog ?? null;
  const schema = tab.schema ?? null;
  const onDbChange = useCallback(
    (option: DatabaseOption | null) => {
      if (option) session.rememberDatabase(toSqlLabDatabase(option));
      session.editTab(tabKey, { dbId: option?.id ?? null });
      onSelectTable(null);
    },
    [session, tabKey, onSelectTable],
  );
  const onCatalogChange = useCallback(
    (next: string | null) => session.editTab(tabKey, { catalog: next }),
    [session, tabKey],
  );
  const onSchemaChange = useCallback(
    (next: string | null) => {
      session.editTab(tabKey, { schema: next });
      onSelectTable(null);
    },
    [session, tabKey, onSelectTable],
  );
  return (
    <aside className="loupe-sql-lab__left" aria-label={t('sqlLab.leftBar')}>
      <DatabaseSelector
        db={database}
        catalog={catalog}
        schema={schema}
        sqlLabMode
        onDbChange={onDbChange}
        onCatalogChange={onCatalogChange}
        onSchemaChange={onSchemaChange}
      />
      {database && schema !== null && (
        <TableList
          dbId={database.id}
          catalog={catalog}
          schema={schema}
          isAdded={(name) =>
            entries.some((entry) => sameTable(entry, { dbId: database.id, catalog, schema, name }))
          }
          onChoose={(name) => {
            session.tables.addTable(tabKey, { name, catalog, schema });
            onSelectTable(name);
          }}
        />
      )}
      {entries.length > 0 && (
        <section className="loupe-sql-lab-tables" aria-label={t('sqlLabTables.tabTables')}>
          {entries.map((entry) => (
            <TableElement
              key={entry.key}
              store={session.tables}
              tabKey={tabKey}
              entry={entry}
              onInsert={onInsert}
            />
          ))}
        </section>
      )}
    </aside>
  );
}

function TableList({
  dbId,
  catalog,
  schema,
  isAdded,
  onChoose,
}: {
  dbId: number;
  catalog: string | null;
  schema: string;
  isAdded(table: string): boolean;
  onChoose(table: string): void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const tables = useTables(dbId, catalog, schema);
  const shown = (tables.data?.result ?? []).filter((table) =>
    table.value.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <section className="loupe-sql-lab__tables" aria-label={t('sqlLab.tables')}>
      <h2 className="loupe-sql-lab__section-title">
        {t('sqlLab.tablesCount', { number: tables.data?.count ?? 0 })}
      </h2>
      <TextField
        aria-label={t('sqlLab.filterTables')}
        placeholder={t('sqlLab.filterTables')}
        type="search"
        value={filter}
        onChange={setFilter}
      />
      {tables.isPending ? (
        <Loading />
      ) : tables.error ? (
        <ClientErrorMessage error={tables.error} source="sqllab" />
      ) : (
        <ul className="loupe-sql-lab__table-list">
          {shown.map((table) => (
            <li key={table.value}>
              <button
                type="button"
                className="loupe-sql-lab__table"
                aria-pressed={isAdded(table.value)}
                onClick={() => onChoose(table.value)}
              >
                <span className="loupe-sql-lab__tag">
                  {table.type === 'view' ? t('sqlLab.view') : t('sqlEditor.meta.table')}
                </span>
                <span>{table.value}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
