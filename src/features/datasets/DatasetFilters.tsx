import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/Icon/icons.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import type { DatasetListState } from './datasetListQuery.ts';
import { type FilterOption, useRelatedOptions, useSchemaOptions } from './useFilterOptions.ts';

/** The value of the 'All' choice of each select filter. */
const ALL = '__all__';

interface DatasetFiltersProps {
  state: DatasetListState;
  searchText: string;
  onSearchText: (text: string) => void;
  /** A select changed: the new state, page reset by the caller. */
  onChange: (next: Partial<DatasetListState>) => void;
}

/** Superset's dataset list filters: Name, Type, Database, Schema, Owner. */
export function DatasetFilters({ state, searchText, onSearchText, onChange }: DatasetFiltersProps) {
  const { t } = useTranslation();
  const owners = useRelatedOptions('owners');
  const databases = useRelatedOptions('database');
  const schemas = useSchemaOptions();
  const withAll = (options: FilterOption[] | undefined) => [
    { value: ALL, label: t('datasets.all') },
    ...(options ?? []),
  ];
  const toId = (value: string | null) => (value && value !== ALL ? Number(value) : null);
  return (
    <div className="loupe-dataset-list__filters">
      <TextField
        className="loupe-dataset-list__search"
        label={t('datasets.name')}
        placeholder={t('datasets.search')}
        type="search"
        value={searchText}
        onChange={onSearchText}
        prefix={<SearchIcon size={14} />}
      />
      <Select
        className="loupe-dataset-list__filter"
        label={t('datasets.type')}
        options={[
          { value: ALL, label: t('datasets.all') },
          { value: 'physical', label: t('datasets.physical') },
          { value: 'virtual', label: t('datasets.virtual') },
        ]}
        value={state.kind ?? ALL}
        onChange={(value) => onChange({ kind: value === 'physical' || value === 'virtual' ? value : null })}
      />
      <Select
        className="loupe-dataset-list__filter"
        label={t('datasets.database')}
        options={withAll(databases.data)}
        value={state.database === null ? ALL : String(state.database)}
        onChange={(value) => onChange({ database: toId(value) })}
      />
      <Select
        className="loupe-dataset-list__filter"
        label={t('datasets.schema')}
        options={withAll(schemas.data)}
        value={state.schema ?? ALL}
        onChange={(value) => onChange({ schema: value && value !== ALL ? value : null })}
      />
      <Select
        className="loupe-dataset-list__filter"
        label={t('datasets.owner')}
        options={withAll(owners.data)}
        value={state.owner === null ? ALL : String(state.owner)}
        onChange={(value) => onChange({ owner: toId(value) })}
      />
    </div>
  );
}
