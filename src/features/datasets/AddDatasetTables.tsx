import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { RefreshIcon, SearchIcon, WarningIcon } from '../../components/Icon/icons.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { type TablePick, useSchemaTables } from './addDatasetQueries.ts';

interface AddDatasetTablesProps {
  pick: TablePick;
  selected: string | null;
  /** Tables that already have a (physical) dataset. */
  withDataset: ReadonlySet<string>;
  onSelect: (table: string) => void;
}

/** The left panel's table list (Superset's AddDataset LeftPanel): searchable, refreshable, marked. */
export function AddDatasetTables({ pick, selected, withDataset, onSelect }: AddDatasetTablesProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [force, setForce] = useState(false);
  const tables = useSchemaTables(pick, force);
  const names = tables.data ?? [];
  const needle = search.trim().toLowerCase();
  const shown = names.filter((table) => table.value.toLowerCase().includes(needle));

  if (tables.isPending) return <Loading />;
  if (tables.error || (names.length === 0 && !tables.isFetching)) {
    return (
      <EmptyState
        size="small"
        title={t('datasetAdd.noTables')}
        description={t('datasetAdd.noTablesDescription')}
      />
    );
  }
  return (
    <section className="loupe-dataset-add__tables" aria-label={t('datasetAdd.selectTable')}>
      <div className="loupe-dataset-add__tables-title">
        <h2>{t('datasetAdd.selectTable')}</h2>
        <Button
          variant="link"
          size="small"
          aria-label={t('datasetAdd.refreshTables')}
          isDisabled={tables.isFetching}
          onPress={() => {
            if (force) void tables.refetch();
            else setForce(true);
          }}
        >
          <RefreshIcon size={14} />
        </Button>
      </div>
      {tables.isFetching && <p className="loupe-dataset-add__muted">{t('datasetAdd.refreshingTables')}</p>}
      <TextField
        aria-label={t('datasetAdd.searchTables')}
        placeholder={t('datasetAdd.searchTables')}
        type="search"
        value={search}
        onChange={setSearch}
        prefix={<SearchIcon size={14} />}
      />
      <ul className="loupe-dataset-add__table-list">
        {shown.map((table) => {
          const hasDataset = withDataset.has(table.value);
          return (
            <li key={table.value}>
              <button
                type="button"
                className="loupe-dataset-add__table"
                aria-pressed={selected === table.value}
                onClick={() => onSelect(table.value)}
              >
                <span className="loupe-dataset-add__table-name">{table.value}</span>
                {hasDataset && (
                  <span
                    className="loupe-dataset-add__has-dataset"
                    title={t('datasetAdd.hasDataset')}
                    role="img"
                    aria-label={t('datasetAdd.hasDataset')}
                  >
                    <WarningIcon size={14} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
