// The database / catalog / schema picker (spec §2 'Database picker', §4 'Picker', §8 'Picker'):
// a database select (server-side search and paging; only databases exposed in SQL Lab in SQL
// Lab mode), a catalog select when the database allows multiple catalogs, and a schema select,
// each with a force-refresh button. Used by SQL Lab, datasets and explore.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { useDebouncedValue } from '../hooks/useDebouncedValue.ts';
import { useToasts } from '../Toasts/useToasts.ts';
import { RefreshButton } from './RefreshButton.tsx';
import { type DatabaseOption, useDatabaseOptions } from './useDatabaseOptions.ts';
import { useNameList } from './useNameList.ts';
import './DatabaseSelector.css';

export type { DatabaseOption } from './useDatabaseOptions.ts';

/** The part of a database the picker needs. */
export type SelectedDatabase = Pick<
  DatabaseOption,
  'id' | 'database_name' | 'backend' | 'allow_multi_catalog'
>;

export interface DatabaseSelectorProps {
  db: SelectedDatabase | null;
  catalog?: string | null;
  schema?: string | null;
  onDbChange?: (db: DatabaseOption | null) => void;
  onCatalogChange?: (catalog: string | null) => void;
  onSchemaChange?: (schema: string | null) => void;
  /** Offer only databases exposed in SQL Lab. */
  sqlLabMode?: boolean;
  readOnly?: boolean;
}

/** Spec §9: the slow debounce, as Superset's searchable selects. */
export const DATABASE_SEARCH_DEBOUNCE_MS = 500;

export function DatabaseSelector({
  db,
  catalog = null,
  schema = null,
  onDbChange,
  onCatalogChange,
  onSchemaChange,
  sqlLabMode = false,
  readOnly = false,
}: DatabaseSelectorProps) {
  const { t } = useTranslation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, DATABASE_SEARCH_DEBOUNCE_MS);
  const refreshed = () => addSuccessToast(t('databaseSelector.listRefreshed'));
  const databases = useDatabaseOptions(debouncedSearch, sqlLabMode, () =>
    addDangerToast(t('databaseSelector.databasesError')),
  );
  const multiCatalog = Boolean(db?.allow_multi_catalog);
  const catalogs = useNameList({
    kind: 'catalogs',
    databaseId: db?.id ?? null,
    catalog: null,
    enabled: multiCatalog,
    onError: () => addDangerToast(t('databaseSelector.catalogsError')),
    onRefreshed: refreshed,
  });
  const schemas = useNameList({
    kind: 'schemas',
    databaseId: db?.id ?? null,
    catalog: multiCatalog ? catalog : null,
    enabled: !multiCatalog || catalog !== null || catalogs.isSettled,
    onError: () => addDangerToast(t('databaseSelector.schemasError')),
    onRefreshed: refreshed,
  });

  // A single catalog or schema is chosen for the user, as Superset does.
  const onlyCatalog = catalogs.names.length === 1 ? catalogs.names[0]! : null;
  useEffect(() => {
    if (multiCatalog && catalog === null && onlyCatalog !== null) onCatalogChange?.(onlyCatalog);
  }, [multiCatalog, catalog, onlyCatalog, onCatalogChange]);
  const onlySchema = schemas.names.length === 1 ? schemas.names[0]! : null;
  useEffect(() => {
    if (schema === null && onlySchema !== null) onSchemaChange?.(onlySchema);
  }, [schema, onlySchema, onSchemaChange]);

  const changeDatabase = (value: string | null) => {
    const next = databases.databases.find((option) => String(option.id) === value) ?? null;
    onDbChange?.(next);
    onCatalogChange?.(null);
    onSchemaChange?.(null);
  };

  return (
    <div className="loupe-database-selector">
      <div className="loupe-database-selector__row">
        <ComboBox
          className="loupe-database-selector__select"
          label={t('databaseSelector.database')}
          placeholder={t('databaseSelector.selectDatabase')}
          options={databases.databases.map((option) => ({
            value: String(option.id),
            label: option.database_name,
            prefix: <span className="loupe-tag loupe-database-selector__backend">{option.backend}</span>,
          }))}
          value={db ? String(db.id) : null}
          {...(db ? { selectedLabel: db.database_name } : {})}
          onChange={changeDatabase}
          onSearch={setSearch}
          onLoadMore={databases.loadMore}
          isLoading={databases.isLoading}
          loadingText={t('common.loading')}
          emptyText={t('databaseSelector.noDatabase')}
          isDisabled={readOnly}
        />
        <RefreshButton
          label={t('databaseSelector.refreshDatabases')}
          isDisabled={readOnly || databases.isLoading}
          onPress={() => {
            void databases.refetch().then((result) => {
              if (!result.error) refreshed();
            });
          }}
        />
      </div>
      {multiCatalog && (
        <div className="loupe-database-selector__row">
          <ComboBox
            className="loupe-database-selector__select"
            label={t('databaseSelector.catalog')}
            placeholder={t('databaseSelector.selectCatalog')}
            options={catalogs.names.map((name) => ({ value: name, label: name }))}
            value={catalog}
            onChange={(value) => {
              onCatalogChange?.(value);
              onSchemaChange?.(null);
            }}
            isLoading={catalogs.isLoading}
            loadingText={t('common.loading')}
            emptyText={t('databaseSelector.noCatalog')}
            isDisabled={readOnly || !db}
          />
          <RefreshButton
            label={t('databaseSelector.refreshCatalogs')}
            isDisabled={readOnly || !db || catalogs.isLoading}
            onPress={() => void catalogs.refresh()}
          />
        </div>
      )}
      <div className="loupe-database-selector__row">
        <ComboBox
          className="loupe-database-selector__select"
          label={t('databaseSelector.schema')}
          placeholder={t('databaseSelector.selectSchema')}
          options={schemas.names.map((name) => ({ value: name, label: name }))}
          value={schema}
          onChange={(value) => onSchemaChange?.(value)}
          isLoading={schemas.isLoading}
          loadingText={t('common.loading')}
          emptyText={t('databaseSelector.noSchema')}
          isDisabled={readOnly || !db}
        />
        <RefreshButton
          label={t('databaseSelector.refreshSchemas')}
          isDisabled={readOnly || !db || schemas.isLoading}
          onPress={() => void schemas.refresh()}
        />
      </div>
    </div>
  );
}
