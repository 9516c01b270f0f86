import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeRison } from '../../../../lib/rison.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { useMyRoles } from '../../../api/queries.ts';
import type { components } from '../../../api/schema.gen.ts';
import { wholeRows } from '../../../api/wholeRows.ts';
import { ComboBox } from '../../../components/ComboBox/ComboBox.tsx';
import { useDebouncedValue } from '../../../components/hooks/useDebouncedValue.ts';

export interface OverwriteTarget {
  id: number;
  table_name: string;
  /** Owner ids, sent back unchanged with the overwrite. */
  owners: number[];
}

/** Spec §9: the fast debounce for searchable selects. */
const SEARCH_DEBOUNCE_MS = 250;
const PAGE_SIZE = 100;

/** The user's virtual datasets, newest first, searched by name on the server (Superset's AsyncSelect). */
export function OverwriteDatasetSelect({
  value,
  onChange,
  isDisabled,
  className,
}: {
  value: OverwriteTarget | null;
  onChange: (target: OverwriteTarget | null) => void;
  isDisabled: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const userId = useMyRoles().data?.result.id ?? null;
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const options = useQuery({
    queryKey: ['datasets', 'overwriteOptions', userId, text],
    enabled: userId !== null && !isDisabled,
    queryFn: async (): Promise<OverwriteTarget[]> => {
      const q = encodeRison({
        filters: [
          { col: 'table_name', opr: 'ct', value: text },
          { col: 'owners', opr: 'rel_m_m', value: userId },
          { col: 'sql', opr: 'dataset_is_null_or_empty', value: false },
        ],
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 0,
        page_size: PAGE_SIZE,
      });
      const { data } = await client.GET('/api/v1/dataset/', { params: { query: { q } } });
      return wholeRows<components['schemas']['DatasetListItem']>(data?.result).map((dataset) => ({
        id: dataset.id,
        table_name: dataset.table_name,
        owners: dataset.owners.map((owner) => owner.id),
      }));
    },
  });
  const targets = options.data ?? [];
  return (
    <ComboBox
      aria-label={t('datasets.save.existingDataset')}
      {...(className ? { className } : {})}
      placeholder={t('datasets.save.selectDataset')}
      options={targets.map((target) => ({ value: String(target.id), label: target.table_name }))}
      value={value ? String(value.id) : null}
      {...(value ? { selectedLabel: value.table_name } : {})}
      onChange={(id) => onChange(targets.find((target) => String(target.id) === id) ?? null)}
      onSearch={setSearch}
      isLoading={options.isFetching}
      loadingText={t('common.loading')}
      emptyText={t('datasets.save.noDatasets')}
      isDisabled={isDisabled}
    />
  );
}
