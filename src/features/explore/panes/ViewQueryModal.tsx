import { useTranslation } from 'react-i18next';
import { useApiQueries } from '../../../api/ApiProvider.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { copyText } from '../../../components/DataGrid/clipboard.ts';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Loading } from '../../../components/Loading/Loading.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import type { QueryContext } from '../../../visualizations/core/types.ts';
import { chartDataItems, queryContextFor } from './chartResults.ts';
import './ExplorePanes.css';

export interface ViewQueryModalProps {
  /** The chart's query context (the plugin's buildQuery output). */
  queryContext: QueryContext;
  onHide: () => void;
}

/** 'View query': the SQL each query of the chart runs (chart data with result_type query). */
export function ViewQueryModal({ queryContext, onHide }: ViewQueryModalProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { data, error, isPending } = useApiQueries().useQuery('post', '/api/v1/chart/data', {
    body: queryContextFor(queryContext, 'query'),
  });
  const queries = chartDataItems(data).flatMap((item) =>
    typeof item.query === 'string' ? [item.query] : [],
  );
  const copy = async (sql: string) => {
    if (await copyText(sql)) toasts.addSuccessToast(t('dataGrid.copied'));
    else toasts.addDangerToast(t('dataGrid.copyUnsupported'));
  };
  return (
    <Modal show onHide={onHide} title={t('explorePanes.viewQuery')} hideFooter responsive>
      {error ? (
        <ClientErrorMessage error={error} />
      ) : isPending ? (
        <Loading />
      ) : (
        queries.map((sql, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one block per query, in order
          <div className="loupe-view-query" key={index}>
            <Button size="small" className="loupe-view-query__copy" onPress={() => void copy(sql)}>
              {t('dataGrid.copy')}
            </Button>
            <pre className="loupe-view-query__sql" title={t('explorePanes.sql')}>
              {sql}
            </pre>
          </div>
        ))
      )}
    </Modal>
  );
}
