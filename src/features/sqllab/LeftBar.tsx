// The left bar (spec §2): the database / catalog / schema picker in SQL Lab mode, the chosen
// schema's tables, and the selected table's columns with its SELECT * statement.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SqlEditorTab } from '../../../machines/tabSync/index.ts';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { Button } from '../../components/Button/Button.tsx';
import {
  type DatabaseOption,
  DatabaseSelector,
} from '../../components/DatabaseSelector/DatabaseSelector.tsx';
import { ClientErrorMessage } from '../../components/ErrorPanel/ClientErrorMessage.tsx';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { Loading } from '../../components/Loading/Loading.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import type { SqlLabSession } from './sqlLabSession.ts';
import { useSelectStar, useTableMetadata, useTables } from './useTableQueries.ts';

interface LeftBarProps {
  session: SqlLabSession;
  tabKey: string;
  tab: SqlEditorTab;
  selectedTable: string | null;
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
    expose_in_sqllab: option.expose_in_sqllab,
    disable_data_preview: option.disable_data_preview,
    force_ctas_schema: option.force_ctas_schema ?? null,
  };
}

export function LeftBar({ session, tabKey, tab, selectedTable, onSelectTable, onInsert }: LeftBarProps) {
  const { t } = useTranslation();
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
          selectedTable={selectedTable}
          onSelectTable={onSelectTable}
        />
      )}
      {database && selectedTable !== null && (
        <TableColumns
          dbId={database.id}
          catalog={catalog}
          schema={schema}
          table={selectedTable}
          onInsert={onInsert}
        />
      )}
    </aside>
  );
}

function TableList({
  dbId,
  catalog,
  schema,
  selectedTable,
  onSelectTable,
}: {
  dbId: number;
  catalog: string | null;
  schema: string;
  selectedTable: string | null;
  onSelectTable(table: string | null): void;
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
                aria-pressed={table.value === selectedTable}
                onClick={() => onSelectTable(table.value === selectedTable ? null : table.value)}
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

function TableColumns({
  dbId,
  catalog,
  schema,
  table,
  onInsert,
}: {
  dbId: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  onInsert(sql: string): void;
}) {
  const { t } = useTranslation();
  const { addDangerToast } = useToasts();
  const metadata = useTableMetadata(dbId, catalog, schema, table);
  const selectStar = useSelectStar();
  const insert = async () => {
    try {
      onInsert(await selectStar(dbId, table, schema));
    } catch (error) {
      addDangerToast(clientErrorText(t, normalizeThrownError(error)));
    }
  };
  return (
    <section className="loupe-sql-lab__columns" aria-label={t('sqlLab.columnsOf', { table })}>
      <div className="loupe-sql-lab__columns-header">
        <h2 className="loupe-sql-lab__section-title">{table}</h2>
        <Button size="small" onPress={() => void insert()}>
          {t('sqlLab.selectStar')}
        </Button>
      </div>
      {metadata.isPending ? (
        <Loading />
      ) : metadata.error ? (
        <ClientErrorMessage error={metadata.error} source="sqllab" />
      ) : (
        <ul className="loupe-sql-lab__column-list">
          {metadata.data.columns.map((column) => (
            <li key={column.name} className="loupe-sql-lab__column">
              <span className="loupe-sql-lab__column-name">
                {column.name}
                {column.keys.some((key) => key.type === 'pk') && (
                  <span className="loupe-sql-lab__tag loupe-sql-lab__key">{t('sqlLab.primaryKey')}</span>
                )}
              </span>
              <span className="loupe-sql-lab__column-type">{column.longType || column.type}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
