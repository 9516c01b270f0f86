import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/Icon/icons.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import type { ChartListState } from './chartListQuery.ts';
import {
  type FilterOption,
  useChartOwnerOptions,
  useDashboardFilterOptions,
  useDatasetOptions,
  vizTypeOptions,
} from './useChartFilterOptions.ts';

const ALL = '__all__';

interface ChartFiltersProps {
  state: ChartListState;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (next: Partial<ChartListState>) => void;
}

/** Superset's chart list filters: Search, Owner, Chart type, Dataset, Dashboard, Favorite. */
export function ChartFilters({ state, searchText, onSearchText, onChange }: ChartFiltersProps) {
  const { t } = useTranslation();
  const owners = useChartOwnerOptions();
  const datasets = useDatasetOptions();
  const dashboards = useDashboardFilterOptions();
  const withAll = (options: FilterOption[] | undefined) => [
    { value: ALL, label: t('charts.all') },
    ...(options ?? []),
  ];
  const toId = (value: string | null) => (value && value !== ALL ? Number(value) : null);
  const idValue = (id: number | null) => (id === null ? ALL : String(id));
  return (
    <div className="loupe-chart-list__filters">
      <TextField
        className="loupe-chart-list__search"
        label={t('charts.search')}
        placeholder={t('charts.searchPlaceholder')}
        type="search"
        value={searchText}
        onChange={onSearchText}
        prefix={<SearchIcon size={14} />}
      />
      <Select
        className="loupe-chart-list__filter"
        label={t('charts.owner')}
        options={withAll(owners.data)}
        value={idValue(state.owner)}
        onChange={(value) => onChange({ owner: toId(value) })}
      />
      <Select
        className="loupe-chart-list__filter"
        label={t('charts.type')}
        options={withAll(vizTypeOptions())}
        value={state.vizType ?? ALL}
        onChange={(value) => onChange({ vizType: value && value !== ALL ? value : null })}
      />
      <Select
        className="loupe-chart-list__filter"
        label={t('charts.dataset')}
        options={withAll(datasets.data)}
        value={idValue(state.dataset)}
        onChange={(value) => onChange({ dataset: toId(value) })}
      />
      <Select
        className="loupe-chart-list__filter"
        label={t('charts.dashboard')}
        options={withAll(dashboards.data)}
        value={idValue(state.dashboard)}
        onChange={(value) => onChange({ dashboard: toId(value) })}
      />
      <Select
        className="loupe-chart-list__filter"
        label={t('charts.favorite')}
        options={[
          { value: ALL, label: t('charts.all') },
          { value: 'true', label: t('common.yes') },
          { value: 'false', label: t('common.no') },
        ]}
        value={state.favorite === null ? ALL : String(state.favorite)}
        onChange={(value) =>
          onChange({ favorite: value === 'true' ? true : value === 'false' ? false : null })
        }
      />
    </div>
  );
}
