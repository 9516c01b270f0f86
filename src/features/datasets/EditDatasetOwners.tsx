// The owners of the dataset: removable tags, and a search over GET /api/v1/dataset/related/owners
// to add one (active users only, as Superset's OwnersSelector).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import { useDebouncedValue } from '../../components/hooks/useDebouncedValue.ts';
import { CloseIcon } from '../../components/Icon/icons.tsx';
import { useDatasetEditCalls } from './datasetEditCalls.ts';
import type { DatasetDraft } from './datasetEditModel.ts';
import { SEARCH_DEBOUNCE_MS } from './datasetEditSwap.ts';

type Owner = DatasetDraft['owners'][number];

export function EditDatasetOwners({
  owners,
  onChange,
}: {
  owners: Owner[];
  onChange: (owners: Owner[]) => void;
}) {
  const { t } = useTranslation();
  const calls = useDatasetEditCalls();
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['datasetEdit', 'owners', filter],
    queryFn: () => calls.searchOwners(filter),
  });
  const mine = new Set(owners.map((owner) => owner.id));
  const options = (found.data?.result ?? [])
    .filter((user) => user.extra.active !== false && !mine.has(user.value))
    .map((user) => ({ value: String(user.value), label: user.text }));

  return (
    <div className="loupe-edit-dataset__owners">
      <span className="loupe-field__label" id="loupe-edit-dataset-owners">
        {t('datasetEdit.settings.owners')}
      </span>
      <ul className="loupe-edit-dataset__owner-list" aria-labelledby="loupe-edit-dataset-owners">
        {owners.map((owner) => (
          <li key={owner.id} className="loupe-tag loupe-edit-dataset__owner">
            {owner.label}
            <Button
              variant="link"
              size="small"
              aria-label={t('datasetEdit.settings.removeOwner', { name: owner.label })}
              onPress={() => onChange(owners.filter((item) => item.id !== owner.id))}
            >
              <CloseIcon size={12} />
            </Button>
          </li>
        ))}
      </ul>
      <ComboBox
        aria-label={t('datasetEdit.settings.addOwner')}
        placeholder={t('datasetEdit.settings.addOwner')}
        options={options}
        value={null}
        isLoading={found.isFetching}
        emptyText={t('datasetEdit.settings.noUsers')}
        onSearch={setSearch}
        onChange={(value) => {
          const option = options.find((item) => item.value === value);
          if (option) onChange([...owners, { id: Number(option.value), label: option.label }]);
        }}
      />
    </div>
  );
}
