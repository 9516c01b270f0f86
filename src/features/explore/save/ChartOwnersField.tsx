// The chart's owners in Edit Chart Properties: removable tags, and a search over
// GET /api/v1/chart/related/owners to add one (Superset's owners select).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeRison } from '../../../../lib/rison.ts';
import { useApiQueries } from '../../../api/ApiProvider.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { ComboBox } from '../../../components/ComboBox/ComboBox.tsx';
import { useDebouncedValue } from '../../../components/hooks/useDebouncedValue.ts';
import { CloseIcon } from '../../../components/Icon/icons.tsx';

/** Spec §9: select option page size and the fast debounce. */
const OWNER_PAGE_SIZE = 100;
const OWNER_SEARCH_DEBOUNCE_MS = 250;

export interface ChartOwner {
  id: number;
  label: string;
}

export function ChartOwnersField({
  owners,
  onChange,
}: {
  owners: ChartOwner[];
  onChange: (owners: ChartOwner[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // A fresh picker after each addition: it closes its list and clears the typed text.
  const [pickerKey, setPickerKey] = useState(0);
  const filter = useDebouncedValue(search.trim(), OWNER_SEARCH_DEBOUNCE_MS);
  const found = useApiQueries().useQuery('get', '/api/v1/chart/related/{column_name}', {
    params: {
      path: { column_name: 'owners' },
      query: { q: encodeRison({ filter, page: 0, page_size: OWNER_PAGE_SIZE }) },
    },
  });
  const mine = new Set(owners.map((owner) => owner.id));
  const options = (found.data?.result ?? [])
    .filter((user) => !mine.has(Number(user.value)))
    .map((user) => ({ value: String(user.value), label: String(user.text) }));

  return (
    <div className="loupe-chart-properties__owners">
      <span className="loupe-field__label" id="loupe-chart-properties-owners">
        {t('chartProperties.owners')}
      </span>
      <ul className="loupe-chart-properties__owner-list" aria-labelledby="loupe-chart-properties-owners">
        {owners.map((owner) => (
          <li key={owner.id} className="loupe-tag">
            {owner.label}
            <Button
              variant="link"
              size="small"
              aria-label={t('chartProperties.removeOwner', { name: owner.label })}
              onPress={() => onChange(owners.filter((item) => item.id !== owner.id))}
            >
              <CloseIcon size={12} />
            </Button>
          </li>
        ))}
      </ul>
      <ComboBox
        key={pickerKey}
        aria-label={t('chartProperties.owners')}
        placeholder={t('chartProperties.ownersPlaceholder')}
        options={options}
        value={null}
        isLoading={found.isFetching}
        emptyText={t('chartProperties.noUsers')}
        onSearch={setSearch}
        onChange={(value) => {
          const option = options.find((item) => item.value === value);
          if (!option) return;
          onChange([...owners, { id: Number(option.value), label: option.label }]);
          setSearch('');
          setPickerKey((key) => key + 1);
        }}
      />
      <span className="loupe-field__description">{t('chartProperties.ownersHelp')}</span>
    </div>
  );
}
