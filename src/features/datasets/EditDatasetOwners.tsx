// The owners of the dataset: the shared owners picker over GET /api/v1/dataset/related/owners
// (active users only, as Superset's OwnersSelector).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnersField } from '../../components/OwnersField/OwnersField.tsx';
import { useDatasetEditCalls } from './datasetEditCalls.ts';
import type { DatasetDraft } from './datasetEditModel.ts';

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
  const [filter, setFilter] = useState('');
  const found = useQuery({
    queryKey: ['datasetEdit', 'owners', filter],
    queryFn: () => calls.searchOwners(filter),
  });
  const users = (found.data?.result ?? [])
    .filter((user) => user.extra.active !== false)
    .map((user) => ({ id: user.value, label: user.text }));
  return (
    <OwnersField
      id="loupe-edit-dataset-owners"
      label={t('datasetEdit.settings.owners')}
      owners={owners}
      onChange={onChange}
      users={users}
      isLoading={found.isFetching}
      onSearch={setFilter}
      texts={{
        remove: (name) => t('datasetEdit.settings.removeOwner', { name }),
        picker: t('datasetEdit.settings.addOwner'),
        placeholder: t('datasetEdit.settings.addOwner'),
        noUsers: t('datasetEdit.settings.noUsers'),
      }}
    />
  );
}
