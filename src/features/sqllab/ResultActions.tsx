// Superset's ResultSet buttons: 'Download to CSV' (GET /api/v1/sqllab/export/{client_id}/) and
// 'Copy to Clipboard' (the whole result, tab-separated with its header), for can_export_csv on SQLLab.
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import type { DataGridColumn } from '../../components/DataGrid/DataGrid.tsx';
import { encodeDelimited, exportText, TSV } from '../../components/DataGrid/delimitedText.ts';
import { useCopyToast } from '../../components/DataGrid/useCopyToast.ts';
import { SaveDatasetButton } from './saveDataset/SaveDatasetButton.tsx';
import type { SaveableDatasource } from './saveDataset/saveableDatasource.ts';
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
  /** The result as a virtual dataset to save ('Create Chart'); absent for data previews. */
  datasource?: SaveableDatasource | undefined;
}

export function ResultActions({ queryId, columns, rows, datasource }: ResultActionsProps) {
  const canExport = usePermission('can_export_csv', 'SQLLab');
  const canSaveDataset = usePermission('can_write', 'Dataset') && datasource !== undefined;
  if (!canExport && !canSaveDataset) return null;
  return (
    <span className="loupe-sql-lab-tools__result-actions">
      {canSaveDataset && datasource && <SaveDatasetButton datasource={datasource} />}
      {canExport && <ExportActions queryId={queryId} columns={columns} rows={rows} />}
    </span>
  );
}

function ExportActions({ queryId, columns, rows }: ResultActionsProps) {
  const { t } = useTranslation();
  const copy = useCopyToast();
  return (
    <>
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
    </>
  );
}
