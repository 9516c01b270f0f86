// Superset's EstimateQueryCostButton: 'Estimate cost' (or 'Estimate selected query cost') runs
// POST /api/v1/sqllab/estimate/ and shows the cost rows, or the error, in 'Query cost estimate'.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { Button } from '../../components/Button/Button.tsx';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { ErrorAlert } from '../../components/ErrorPanel/ErrorAlert.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import { Modal } from '../../components/Modal/Modal.tsx';
import { type CostRow, createToolsApi, type EstimatePayload } from './toolsApi.ts';
import './SqlLabTools.css';

type Estimate =
  | { status: 'loading' }
  | { status: 'done'; rows: CostRow[] }
  | { status: 'failed'; message: string };

interface EstimateCostButtonProps {
  /** The request for the editor's current SQL (the selection when there is one). */
  payload(): EstimatePayload | null;
  hasSelection: boolean;
  isDisabled?: boolean;
}

export function EstimateCostButton({ payload, hasSelection, isDisabled = false }: EstimateCostButtonProps) {
  const { t } = useTranslation();
  const client = useApi();
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const request = useRef(0);

  const run = () => {
    const body = payload();
    if (!body) return;
    request.current += 1;
    const current = request.current;
    setEstimate({ status: 'loading' });
    createToolsApi(client)
      .estimate(body)
      .then((rows) => {
        if (current === request.current) setEstimate({ status: 'done', rows });
      })
      .catch((error: unknown) => {
        if (current !== request.current) return;
        const text = clientErrorText(t, normalizeThrownError(error));
        setEstimate({ status: 'failed', message: text || t('sqlLabTools.estimateFailed') });
      });
  };

  return (
    <>
      <Button size="small" onPress={run} isDisabled={isDisabled}>
        {hasSelection ? t('sqlLabTools.estimateSelected') : t('sqlLabTools.estimate')}
      </Button>
      <Modal
        show={estimate !== null}
        onHide={() => {
          request.current += 1;
          setEstimate(null);
        }}
        title={t('sqlLabTools.estimateTitle')}
        hideFooter
        maskClosable
      >
        {estimate && <EstimateBody estimate={estimate} />}
      </Modal>
    </>
  );
}

function EstimateBody({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation();
  if (estimate.status === 'loading') return <Loading />;
  if (estimate.status === 'failed') return <ErrorAlert title={estimate.message} />;
  const columns = estimate.rows.length > 0 ? Object.keys(estimate.rows[0]!) : [];
  return (
    <table className="loupe-table loupe-sql-lab-tools__cost" aria-label={t('sqlLabTools.estimateTitle')}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {estimate.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one row per statement, in order
          <tr key={index}>
            {columns.map((column) => (
              <td key={column}>{String(row[column] ?? '')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
