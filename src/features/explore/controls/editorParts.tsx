// Parts the item popovers (metric, filter, column) share: their props, the SQL expression box and
// the Close / Save actions (Save hands over the edited item, or is disabled while there is none).
import { TextField as AriaTextField, Label, TextArea } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import type { VizDatasource } from '../../../visualizations/core/types.ts';

export interface ItemEditorProps {
  item: unknown;
  datasource: VizDatasource;
  save: (item: unknown) => void;
  close: () => void;
}

export function SqlExpressionField({ value, onChange }: { value: string; onChange: (sql: string) => void }) {
  const { t } = useTranslation();
  return (
    <AriaTextField value={value} onChange={onChange} className="loupe-field">
      <Label className="loupe-field__label">{t('explorePage.metric.sqlExpression')}</Label>
      <TextArea className="loupe-explore__sql" />
    </AriaTextField>
  );
}

export function EditorActions({
  result,
  save,
  close,
}: {
  /** The edited item; null while it is incomplete. */
  result: unknown;
  save: (item: unknown) => void;
  close: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="loupe-explore__editor-actions">
      <Button onPress={close}>{t('explorePage.editor.close')}</Button>
      <Button
        variant="primary"
        isDisabled={result === null}
        onPress={() => {
          save(result);
          close();
        }}
      >
        {t('explorePage.editor.save')}
      </Button>
    </div>
  );
}
