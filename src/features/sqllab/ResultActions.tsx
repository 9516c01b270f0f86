// Superset's ResultSet buttons: 'Download to CSV' (GET /api/v1/sqllab/export/{client_id}/) and
// 'Copy to Clipboard' (the whole result, tab-separated with its header), for can_export_csv on SQLLab.
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import type { DataGridColumn } from '../../components/DataGrid/DataGrid.tsx';
import { encodeDelimited, exportText, TSV } from '../../components/DataGrid/delimitedText.ts';
import { useCopyToast } from '../../components/DataGrid/useCopyToast.ts';
import { exportCsvUrl } from './toolsApi.ts';
import { usePermission } from './usePermission.ts';
import './SqlLabTools.css';

/** The result as tab-separated text: a header line, then one line per row. */
export function resultAsTsv(columns: readonly DataGridColumn[], rows: readonly unknown[][]): string {
  const records = [columns.map((column) => column.name), ...rows.map((row) => row.map(exportText))];
  return `${encodeDelimited(records, TSV)}\n`;
}

interface ResultActionsProps {
  queryId: string;
  columns: readonly DataGridColumn[];
  rows: readonly unknown[][];
}

export function ResultActions({ queryId, columns, rows }: ResultActionsProps) {
  const { t } = useTranslation();
  const copy = useCopyToast();
  const canExport = usePermission('can_export_csv', 'SQLLab');
  if (!canExport) return null;
  return (
    <span className="loupe-sql-lab-tools__result-actions">
      <a
        className="loupe-button loupe-button--secondary loupe-button--small"
        href={exportCsvUrl(queryId)}
        download
      >
        {t('sqlLabTools.downloadCsv')}
      </a>
      <Button size="small" onPress={() => void copy(resultAsTsv(columns, rows))}>
        {t('sqlLabTools.copyToClipboard')}
      </Button>
    </span>
  );
}
