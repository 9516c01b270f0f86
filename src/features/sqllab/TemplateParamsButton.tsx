// Superset's TemplateParamsEditor: 'Parameters' with a count badge opens 'Template parameters', a
// JSON editor bound to the tab's templateParams. Invalid JSON is shown and not applied (spec §5).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { Modal } from '../../components/Modal/Modal.tsx';
import { parseTemplateParams, templateParamCount } from './templateParams.ts';
import './SqlLabTools.css';

const PARAMS_EXAMPLE = '{"my_table": "foo"}';
const SQL_EXAMPLE = 'SELECT * FROM {{ my_table }}';

interface TemplateParamsButtonProps {
  value: string | null | undefined;
  /** The new JSON text, or null once cleared. */
  onChange(value: string | null): void;
}

export function TemplateParamsButton({ value, onChange }: TemplateParamsButtonProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const count = templateParamCount(value);
  const valid = draft === null || parseTemplateParams(draft).valid;

  const apply = () => {
    if (draft === null || !valid) return;
    onChange(draft.trim() === '' ? null : draft);
    setDraft(null);
  };

  return (
    <>
      <Button
        size="small"
        onPress={() => setDraft(value ?? '')}
        aria-label={count > 0 ? t('sqlLabTools.parametersCount', { count }) : t('sqlLabTools.parameters')}
      >
        {t('sqlLabTools.parameters')}
        {count > 0 && (
          <span className="loupe-sql-lab-tools__badge" aria-hidden="true">
            {count}
          </span>
        )}
      </Button>
      <Modal
        show={draft !== null}
        onHide={() => setDraft(null)}
        title={t('sqlLabTools.parametersTitle')}
        primaryButtonName={t('sqlLabTools.parametersApply')}
        onHandledPrimaryAction={apply}
        disablePrimaryButton={!valid}
      >
        <p>{t('sqlLabTools.parametersHelp', { json: PARAMS_EXAMPLE, sql: SQL_EXAMPLE })}</p>
        <textarea
          className="loupe-sql-lab-tools__params"
          aria-label={t('sqlLabTools.parametersTitle')}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : 'loupe-sql-lab-params-error'}
          spellCheck={false}
          value={draft ?? ''}
          onChange={(event) => setDraft(event.target.value)}
        />
        {!valid && (
          <p id="loupe-sql-lab-params-error" className="loupe-sql-lab-tools__params-error" role="alert">
            {t('sqlLabTools.invalidJson')}
          </p>
        )}
      </Modal>
    </>
  );
}
