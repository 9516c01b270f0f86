// The column popover of group-by-like controls: a dataset column (or a custom SQL column).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select/Select.tsx';
import { EditorActions, type ItemEditorProps } from './editorParts.tsx';

export function ColumnEditor({ item, datasource, save, close }: ItemEditorProps) {
  const { t } = useTranslation();
  const [column, setColumn] = useState<string | null>(typeof item === 'string' ? item : null);
  return (
    <div className="loupe-explore__editor">
      <Select
        label={t('explorePage.metric.column')}
        options={datasource.columns
          .filter((c) => c.groupby !== false)
          .map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }))}
        value={column}
        onChange={setColumn}
      />
      <EditorActions result={column || null} save={save} close={close} />
    </div>
  );
}
