// The datasets of the Swap dataset modal: Name (picks the dataset), Type, Schema, Connection, Owners.
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import type { DatasetListItem } from './datasetEditTypes.ts';

/** Spec §2: the avatar group shows up to 4 users. */
const MAX_AVATARS = 4;

function ownerName(owner: DatasetListItem['owners'][number]): string {
  return `${owner.first_name} ${owner.last_name}`.trim();
}

export function SwapDatasetTable({
  datasets,
  currentId,
  onPick,
}: {
  datasets: readonly DatasetListItem[];
  currentId?: number | undefined;
  onPick: (dataset: DatasetListItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="loupe-table loupe-swap-dataset__table">
      <thead>
        <tr>
          <th scope="col">{t('datasetSwap.name')}</th>
          <th scope="col">{t('datasetSwap.type')}</th>
          <th scope="col">{t('datasetSwap.schema')}</th>
          <th scope="col">{t('datasetSwap.connection')}</th>
          <th scope="col">{t('datasetSwap.owners')}</th>
        </tr>
      </thead>
      <tbody>
        {datasets.length === 0 && (
          <tr>
            <td colSpan={5} className="loupe-swap-dataset__empty">
              {t('datasetSwap.empty')}
            </td>
          </tr>
        )}
        {datasets.map((dataset) => (
          <tr key={dataset.id} aria-current={dataset.id === currentId ? 'true' : undefined}>
            <td>
              <Button variant="link" size="small" onPress={() => onPick(dataset)}>
                {dataset.table_name}
              </Button>
            </td>
            <td>{t(`datasetSwap.kind.${dataset.kind}`)}</td>
            <td>{dataset.schema}</td>
            <td>{dataset.database.database_name}</td>
            <td>
              <span className="loupe-swap-dataset__owners">
                {dataset.owners.slice(0, MAX_AVATARS).map((owner) => (
                  <span
                    key={owner.id}
                    className="loupe-swap-dataset__avatar"
                    title={ownerName(owner)}
                    aria-label={ownerName(owner)}
                    role="img"
                  >
                    {`${owner.first_name.charAt(0)}${owner.last_name.charAt(0)}`.toUpperCase()}
                  </span>
                ))}
                {dataset.owners.length > MAX_AVATARS && (
                  <span className="loupe-swap-dataset__avatar">
                    {`+${dataset.owners.length - MAX_AVATARS}`}
                  </span>
                )}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
