import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DatabaseForm } from './databaseForm.ts';

/** Connect by the engine's fields or by a SQLAlchemy URI. */
export function ConnectionModeSwitch({
  mode,
  onChange,
}: {
  mode: DatabaseForm['mode'];
  onChange: (mode: DatabaseForm['mode']) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      className="loupe-database-modal__modes"
      orientation="horizontal"
      value={mode}
      onChange={(value) => onChange(value === 'sqlalchemy_form' ? 'sqlalchemy_form' : 'dynamic_form')}
    >
      <Label className="loupe-field__label">{t('databaseModal.connectWith')}</Label>
      <div className="loupe-database-modal__mode-options">
        <Radio className="loupe-database-modal__mode" value="dynamic_form">
          {t('databaseModal.parameters')}
        </Radio>
        <Radio className="loupe-database-modal__mode" value="sqlalchemy_form">
          {t('databaseModal.sqlalchemyUri')}
        </Radio>
      </div>
    </RadioGroup>
  );
}
