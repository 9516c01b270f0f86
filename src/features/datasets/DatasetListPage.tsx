import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { encodeRison } from '../../../lib/rison.ts';
import { useApiQueries } from '../../api/ApiProvider.tsx';
import { wholeRows } from '../../api/wholeRows.ts';
import { Button } from '../../components/Button/Button.tsx';
import { useListUrlState, usePageZeroPastTheEnd } from '../../components/hooks/useListUrlState.ts';
import { PlusIcon } from '../../components/Icon/icons.tsx';
import { ListBody } from '../../components/ListBody/ListBody.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { BulkDeleteDatasetsModal } from './BulkDeleteDatasetsModal.tsx';
import { DatasetFilters } from './DatasetFilters.tsx';
import { type DatasetListItem, DatasetTable } from './DatasetTable.tsx';
import { DeleteDatasetModal } from './DeleteDatasetModal.tsx';
import { DuplicateDatasetModal } from './DuplicateDatasetModal.tsx';
import {
  DATASET_PAGE_SIZE,
  type DatasetListState,
  DEFAULT_LIST_STATE,
  datasetListQuery,
  hasFilters,
  readListState,
  SEARCH_DEBOUNCE_MS,
  writeListState,
} from './datasetListQuery.ts';
import { useDatasetPermissions } from './useDatasetPermissions.ts';
import './DatasetListPage.css';

const DATASET_LIST_URL = { read: readListState, write: writeListState, defaults: DEFAULT_LIST_STATE };

/** The props of the edit dialog the list opens (the Edit Dataset modal of the datasets feature). */
export interface DatasetEditDialogProps {
  datasetId: number;
  onHide: () => void;
  onSaved: () => void;
}

type Dialog =
  | { kind: 'edit'; dataset: DatasetListItem }
  | { kind: 'delete'; dataset: DatasetListItem }
  | { kind: 'duplicate'; dataset: DatasetListItem }
  | { kind: 'bulkDelete'; ids: number[] }
  | null;

/**
 * /tablemodelview/list/ (Superset's DatasetList): datasets from GET /api/v1/dataset/, filtered,
 * sorted and paged by the server through the rison `q`; writers add, edit, duplicate and delete.
 * `editModal`: the dialog the edit action opens (no edit action without it).
 */
export function DatasetListPage({
  editModal: EditModal,
}: {
  editModal?: ComponentType<DatasetEditDialogProps>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = useDatasetPermissions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { state, searchText, setSearchText, update, clearFilters } = useListUrlState(
    DATASET_LIST_URL,
    SEARCH_DEBOUNCE_MS,
  );

  const { data, error, isPending } = useApiQueries().useQuery(
    'get',
    '/api/v1/dataset/',
    { params: { query: { q: encodeRison(datasetListQuery(state)) } } },
    { placeholderData: keepPreviousData },
  );
  const count = data?.count ?? 0;
  const rows = wholeRows<DatasetListItem>(data?.result);
  // Spec 'List views': a page past the last one (after deletes, an old link) jumps to page 0.
  const pastTheEnd = Boolean(data) && rows.length === 0 && count > 0 && state.pageIndex > 0;
  usePageZeroPastTheEnd(DATASET_LIST_URL, pastTheEnd);

  const changed = () => {
    setDialog(null);
    setSelected(new Set());
    void queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/dataset/'] });
    void queryClient.invalidateQueries({ queryKey: ['datasets'] });
  };
  const canEdit = (dataset: DatasetListItem) =>
    permissions.isAdmin || dataset.owners.some((owner) => owner.id === permissions.userId);
  const sortBy = (column: DatasetListState['sortColumn']) =>
    update({ sortColumn: column, sortDesc: state.sortColumn === column ? !state.sortDesc : false });

  return (
    <div className="loupe-page">
      <div className="loupe-page__header">
        <h1 className="loupe-page__title">{t('datasets.title')}</h1>
        <div className="loupe-dataset-list__tools">
          {permissions.canWrite && (
            <Button
              onPress={() => {
                setBulk(!bulk);
                setSelected(new Set());
              }}
            >
              {t('datasets.bulkSelect')}
            </Button>
          )}
          {permissions.canWrite && (
            <Button variant="primary" onPress={() => navigate('/dataset/add/')}>
              <PlusIcon size={14} />
              {t('datasets.add')}
            </Button>
          )}
        </div>
      </div>
      <DatasetFilters
        state={state}
        searchText={searchText}
        onSearchText={setSearchText}
        onChange={(next) => update(next)}
      />
      {bulk && (
        <div className="loupe-dataset-list__bulk" role="toolbar" aria-label={t('datasets.bulkActions')}>
          <span>{t('datasets.selectedCount', { number: selected.size })}</span>
          <Button size="small" variant="link" onPress={() => setSelected(new Set())}>
            {t('datasets.deselectAll')}
          </Button>
          <Button
            size="small"
            variant="danger"
            isDisabled={selected.size === 0}
            onPress={() => setDialog({ kind: 'bulkDelete', ids: [...selected] })}
          >
            {t('datasets.deleteButton')}
          </Button>
        </div>
      )}
      <div className="loupe-card">
        <ListBody
          error={error}
          hasData={Boolean(data)}
          loading={isPending || pastTheEnd}
          rowCount={rows.length}
          filtered={hasFilters(state)}
          onClearFilters={clearFilters}
          errorClassName="loupe-dataset-list__error"
        >
          <DatasetTable
            datasets={rows}
            sort={{ column: state.sortColumn, desc: state.sortDesc }}
            onSort={sortBy}
            {...(bulk ? { selection: { ids: selected, onChange: setSelected } } : {})}
            actions={{
              canEdit,
              ...(permissions.canWrite && EditModal
                ? { onEdit: (dataset: DatasetListItem) => setDialog({ kind: 'edit', dataset }) }
                : {}),
              ...(permissions.canWrite
                ? { onDelete: (dataset: DatasetListItem) => setDialog({ kind: 'delete', dataset }) }
                : {}),
              ...(permissions.canDuplicate
                ? { onDuplicate: (dataset: DatasetListItem) => setDialog({ kind: 'duplicate', dataset }) }
                : {}),
            }}
          />
          <Pagination
            pageIndex={state.pageIndex}
            pageSize={DATASET_PAGE_SIZE}
            count={count}
            shown={rows.length}
            onPageChange={(pageIndex) => update({ pageIndex })}
          />
        </ListBody>
      </div>
      {dialog?.kind === 'edit' && EditModal && (
        <EditModal datasetId={dialog.dataset.id} onHide={() => setDialog(null)} onSaved={changed} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDatasetModal dataset={dialog.dataset} onHide={() => setDialog(null)} onDeleted={changed} />
      )}
      {dialog?.kind === 'bulkDelete' && (
        <BulkDeleteDatasetsModal ids={dialog.ids} onHide={() => setDialog(null)} onDeleted={changed} />
      )}
      {dialog?.kind === 'duplicate' && (
        <DuplicateDatasetModal
          dataset={dialog.dataset}
          onHide={() => setDialog(null)}
          onDuplicated={changed}
        />
      )}
    </div>
  );
}
