// Swap dataset (spec §2, §4 'Swap dataset'; Superset's ChangeDatasourceModal): a warning, a
// debounced 'Search / Filter' box and the datasets in a server-paged table; picking one asks
// for confirmation, and Proceed fetches it, marks it a table, hands it over and toasts.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { wholeRows } from '../../api/wholeRows.ts';
import { Button } from '../../components/Button/Button.tsx';
import { ClientErrorMessage } from '../../components/ErrorPanel/ClientErrorMessage.tsx';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { useDebouncedValue } from '../../components/hooks/useDebouncedValue.ts';
import { SearchIcon } from '../../components/Icon/icons.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import { Modal } from '../../components/Modal/Modal.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { useDatasetEditCalls } from './datasetEditCalls.ts';
import { SEARCH_DEBOUNCE_MS, SWAP_PAGE_SIZE, swapListQuery } from './datasetEditSwap.ts';
import type { DatasetDetail, DatasetListItem } from './datasetEditTypes.ts';
import { SwapDatasetTable } from './SwapDatasetTable.tsx';
import './SwapDataset.css';

/** The dataset handed to the chart: the full dataset, as a table datasource. */
export type SwappedDataset = DatasetDetail & { type: 'table' };

export interface SwapDatasetModalProps {
  show: boolean;
  onHide: () => void;
  onDatasourceSave: (dataset: SwappedDataset) => void;
  /** The chart's current dataset (marked in the list). */
  currentDatasourceId?: number;
}

export function SwapDatasetModal({
  show,
  onHide,
  onDatasourceSave,
  currentDatasourceId,
}: SwapDatasetModalProps) {
  const { t } = useTranslation();
  const calls = useDatasetEditCalls();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [picked, setPicked] = useState<DatasetListItem | null>(null);
  const filter = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = swapListQuery(filter, pageIndex);
  const list = useQuery({
    queryKey: ['datasetSwap', 'list', query],
    queryFn: () => calls.listDatasets(query),
    placeholderData: keepPreviousData,
    enabled: show,
  });

  const proceed = async () => {
    const target = picked;
    if (!target) return;
    // As Superset: the modal closes and the success toast shows at once; a failed fetch adds a danger toast.
    onHide();
    setPicked(null);
    addSuccessToast(t('datasetSwap.changed'));
    try {
      const dataset = await calls.fetchDataset(target.id);
      onDatasourceSave({ ...dataset, type: 'table' });
    } catch (error) {
      addDangerToast(clientErrorText(t, normalizeThrownError(error)));
    }
  };

  const confirming = picked !== null;
  const rows = wholeRows<DatasetListItem>(list.data?.result);
  return (
    <Modal
      show={show}
      onHide={() => {
        setPicked(null);
        onHide();
      }}
      title={t('datasetSwap.title')}
      className={`loupe-swap-dataset${confirming ? ' loupe-swap-dataset--confirming' : ''}`}
      {...(confirming ? { width: 432 } : { responsive: true })}
      hideFooter={!confirming}
      footer={
        <>
          <Button onPress={() => setPicked(null)}>{t('modal.cancel')}</Button>
          <Button variant="primary" onPress={() => void proceed()}>
            {t('datasetSwap.proceed')}
          </Button>
        </>
      }
    >
      {confirming ? (
        <p>{t('datasetSwap.confirm')}</p>
      ) : (
        <div className="loupe-swap-dataset__list">
          <div className="loupe-swap-dataset__warning" role="note">
            <strong>{t('datasetSwap.warningTitle')}</strong> {t('datasetSwap.warning')}
          </div>
          <TextField
            aria-label={t('datasetSwap.search')}
            placeholder={t('datasetSwap.search')}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPageIndex(0);
            }}
            prefix={<SearchIcon size={14} />}
            autoFocus
            type="search"
          />
          {list.error ? (
            <ClientErrorMessage error={list.error} source="crud" />
          ) : list.isPending ? (
            <Loading />
          ) : (
            <>
              <SwapDatasetTable datasets={rows} currentId={currentDatasourceId} onPick={setPicked} />
              <Pagination
                pageIndex={pageIndex}
                pageSize={SWAP_PAGE_SIZE}
                count={list.data?.count ?? 0}
                shown={rows.length}
                onPageChange={setPageIndex}
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
