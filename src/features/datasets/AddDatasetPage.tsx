import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { Button } from '../../components/Button/Button.tsx';
import {
  type DatabaseOption,
  DatabaseSelector,
  type SelectedDatabase,
} from '../../components/DatabaseSelector/DatabaseSelector.tsx';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { AddDatasetColumns } from './AddDatasetColumns.tsx';
import { AddDatasetTables } from './AddDatasetTables.tsx';
import { type TablePick, useSchemaDatasets, useTableColumns } from './addDatasetQueries.ts';
import { exploreDatasetPath } from './datasetListQuery.ts';
import './AddDatasetPage.css';

export const DATASET_LIST_PATH = '/tablemodelview/list/';

/**
 * /dataset/add/ (Superset's AddDataset): pick a database, schema (and catalog on multi-catalog
 * databases) and table; see its columns; POST /api/v1/dataset/ and go to explore on it.
 */
export function AddDatasetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApi();
  const queryClient = useQueryClient();
  const { addDangerToast } = useToasts();
  const [db, setDb] = useState<SelectedDatabase | null>(null);
  const [catalog, setCatalog] = useState<string | null>(null);
  const [schema, setSchema] = useState<string | null>(null);
  const [table, setTable] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const multiCatalog = Boolean(db?.allow_multi_catalog);
  const pick: TablePick | null =
    db && schema !== null ? { dbId: db.id, catalog: multiCatalog ? catalog : null, schema } : null;
  const columns = useTableColumns(pick, table);
  const datasets = useSchemaDatasets(pick);
  const withDataset = new Set((datasets.data ?? []).map((dataset) => dataset.table_name));
  const existing = (datasets.data ?? []).find((dataset) => dataset.table_name === table) ?? null;
  const hasColumns = (columns.data?.length ?? 0) > 0;
  const canCreate = Boolean(pick && table && hasColumns && !existing && !saving);

  const create = async () => {
    if (!pick || !table) return;
    setSaving(true);
    try {
      const { data } = await client.POST('/api/v1/dataset/', {
        body: {
          database: pick.dbId,
          ...(multiCatalog ? { catalog: pick.catalog } : {}),
          schema: pick.schema,
          table_name: table,
        },
      });
      void queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/dataset/'] });
      void queryClient.invalidateQueries({ queryKey: ['datasets'] });
      navigate(exploreDatasetPath(data!.id));
    } catch (error) {
      addDangerToast(
        t('datasetAdd.createFailed', { error: clientErrorText(t, normalizeThrownError(error)) }),
      );
      setSaving(false);
    }
  };

  return (
    <div className="loupe-dataset-add">
      <header className="loupe-dataset-add__header">
        <h1 className="loupe-page__title">{t('datasetAdd.title')}</h1>
      </header>
      <div className="loupe-dataset-add__body">
        <aside className="loupe-dataset-add__left" aria-label={t('datasetAdd.source')}>
          <DatabaseSelector
            db={db}
            catalog={catalog}
            schema={schema}
            onDbChange={(option: DatabaseOption | null) => {
              setDb(option);
              setTable(null);
            }}
            onCatalogChange={(next) => {
              setCatalog(next);
              setTable(null);
            }}
            onSchemaChange={(next) => {
              setSchema(next);
              setTable(null);
            }}
          />
          {pick && (
            <AddDatasetTables
              key={`${pick.dbId}/${pick.catalog}/${pick.schema}`}
              pick={pick}
              selected={table}
              withDataset={withDataset}
              onSelect={setTable}
            />
          )}
        </aside>
        <main className="loupe-dataset-add__right">
          <AddDatasetColumns
            table={table}
            columns={columns.data ?? []}
            loading={columns.isFetching}
            hasError={Boolean(columns.error)}
            existing={existing}
          />
        </main>
      </div>
      <footer className="loupe-dataset-add__footer">
        <Button onPress={() => navigate(DATASET_LIST_PATH)}>{t('modal.cancel')}</Button>
        <Button variant="primary" isDisabled={!canCreate} onPress={() => void create()}>
          {t('datasetAdd.create')}
        </Button>
        {!table && <span className="loupe-dataset-add__muted">{t('datasetAdd.selectTableHint')}</span>}
      </footer>
    </div>
  );
}
