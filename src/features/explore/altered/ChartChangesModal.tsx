import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { Pagination } from '../../../components/Pagination/Pagination.tsx';
import { useVizText } from '../useVizText.ts';
import { type ChartChange, type ControlInfoMap, formatChangeValue } from './chartChanges.ts';

/** Spec §9: the chart-changes table shows 50 rows a page. */
export const CHART_CHANGES_PAGE_SIZE = 50;

export interface ChartChangesModalProps {
  changes: readonly ChartChange[];
  controls?: ControlInfoMap;
  onHide: () => void;
}

/** 'Chart changes': the controls that differ from the saved chart, as Control / Before / After. */
export function ChartChangesModal({ changes, controls = {}, onHide }: ChartChangesModalProps) {
  const { t } = useTranslation();
  const text = useVizText();
  const [pageIndex, setPageIndex] = useState(0);
  const start = pageIndex * CHART_CHANGES_PAGE_SIZE;
  const page = changes.slice(start, start + CHART_CHANGES_PAGE_SIZE);
  return (
    <Modal show onHide={onHide} title={t('chartChanges.title')} hideFooter responsive>
      <table className="loupe-table">
        <thead>
          <tr>
            <th scope="col">{t('chartChanges.control')}</th>
            <th scope="col">{t('chartChanges.before')}</th>
            <th scope="col">{t('chartChanges.after')}</th>
          </tr>
        </thead>
        <tbody>
          {page.map((change) => (
            <tr key={change.control}>
              <td>{text(change.label)}</td>
              <td>{formatChangeValue(change.before, change.control, controls)}</td>
              <td>{formatChangeValue(change.after, change.control, controls)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {changes.length > CHART_CHANGES_PAGE_SIZE && (
        <Pagination
          pageIndex={pageIndex}
          pageSize={CHART_CHANGES_PAGE_SIZE}
          count={changes.length}
          shown={page.length}
          onPageChange={setPageIndex}
        />
      )}
    </Modal>
  );
}
