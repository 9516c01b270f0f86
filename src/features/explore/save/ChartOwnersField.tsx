// The chart's owners in Edit Chart Properties: the shared owners picker over
// GET /api/v1/chart/related/owners (Superset's owners select).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeRison } from '../../../../lib/rison.ts';
import { useApiQueries } from '../../../api/ApiProvider.tsx';
import { type Owner, OwnersField } from '../../../components/OwnersField/OwnersField.tsx';

/** Spec §9: select option page size. */
const OWNER_PAGE_SIZE = 100;

export type ChartOwner = Owner;

export function ChartOwnersField({
  owners,
  onChange,
}: {
  owners: ChartOwner[];
  onChange: (owners: ChartOwner[]) => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const found = useApiQueries().useQuery('get', '/api/v1/chart/related/{column_name}', {
    params: {
      path: { column_name: 'owners' },
      query: { q: encodeRison({ filter, page: 0, page_size: OWNER_PAGE_SIZE }) },
    },
  });
  const users = (found.data?.result ?? []).map((user) => ({
    id: Number(user.value),
    label: String(user.text),
  }));
  return (
    <OwnersField
      id="loupe-chart-properties-owners"
      label={t('chartProperties.owners')}
      owners={owners}
      onChange={onChange}
      users={users}
      isLoading={found.isFetching}
      onSearch={setFilter}
      texts={{
        remove: (name) => t('chartProperties.removeOwner', { name }),
        picker: t('chartProperties.owners'),
        placeholder: t('chartProperties.ownersPlaceholder'),
        noUsers: t('chartProperties.noUsers'),
        help: t('chartProperties.ownersHelp'),
      }}
    />
  );
}
