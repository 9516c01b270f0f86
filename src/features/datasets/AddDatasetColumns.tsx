import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { InfoIcon } from '../../components/Icon/icons.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import type { DatasetListItem } from './DatasetTable.tsx';

export interface TableColumn {
  name: string;
  type: string;
}

interface AddDatasetColumnsProps {
  table: string | null;
  columns: readonly TableColumn[];
  loading: boolean;
  hasError: boolean;
  /** The dataset already made from this table, if any. */
  existing: DatasetListItem | null;
}

/** The right panel (Superset's DatasetPanel): the chosen table's columns, or why there are none. */
export function AddDatasetColumns({ table, columns, loading, hasError, existing }: AddDatasetColumnsProps) {
  const { t } = useTranslation();
  if (!table) {
    return (
      <EmptyState
        size="large"
        title={t('datasetAdd.selectSource')}
        description={
          <>
            {t('datasetAdd.selectSourceBefore')}
            <Link to="/sqllab/">{t('datasetAdd.selectSourceLink')}</Link>
            {t('datasetAdd.selectSourceAfter')}
          </>
        }
      />
    );
  }
  let body: ReactNode;
  if (loading) {
    body = (
      <div className="loupe-dataset-add__loading">
        <Loading />
        <p>{t('datasetAdd.refreshingColumns')}</p>
      </div>
    );
  } else if (hasError) {
    body = (
      <EmptyState
        size="large"
        title={t('datasetAdd.errorTitle')}
        description={t('datasetAdd.errorDescription')}
      />
    );
  } else if (columns.length === 0) {
    body = (
      <EmptyState
        size="large"
        title={t('datasetAdd.noColumns')}
        description={t('datasetAdd.noColumnsDescription')}
      />
    );
  } else {
    body = (
      <>
        <h3 className="loupe-dataset-add__columns-title">{t('datasetAdd.tableColumns')}</h3>
        <table className="loupe-table" aria-label={t('datasetAdd.tableColumns')}>
          <thead>
            <tr>
              <th scope="col">{t('datasetAdd.columnName')}</th>
              <th scope="col">{t('datasetAdd.datatype')}</th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column) => (
              <tr key={column.name}>
                <td>{column.name}</td>
                <td>{column.type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <div className="loupe-dataset-add__panel">
      {existing && (
        <div className="loupe-dataset-add__alert" role="status">
          <InfoIcon size={16} />
          <div>
            <strong>{t('datasetAdd.hasDataset')}</strong>
            <p>
              {t('datasetAdd.hasDatasetDescription')}{' '}
              <a href={existing.explore_url} target="_blank" rel="noreferrer noopener">
                {t('datasetAdd.viewDataset')}
              </a>
            </p>
          </div>
        </div>
      )}
      <h2 className="loupe-dataset-add__table-title" title={table}>
        {table}
      </h2>
      {body}
    </div>
  );
}
