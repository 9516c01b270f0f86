// The column popover of group-by-like controls: a dataset column (or a custom SQL column).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import type { VizDatasource } from '../../../visualizations/core/types.ts';

export function ColumnEditor({
  item,
  datasource,
  save,
  close,
}: {
  item: unknown;
  datasource: VizDatasource;
  save: (item: unknown) => void;
  close: () => void;
}) {
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
      <div className="loupe-explore__editor-actions">
        <Button onPress={close}>{t('explorePage.editor.close')}</Button>
        <Button
          variant="primary"
          isDisabled={!column}
          onPress={() => {
            save(column);
            close();
          }}
        >
          {t('explorePage.editor.save')}
        </Button>
      </div>
    </div>
  );
}
