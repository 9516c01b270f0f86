import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import type { FormData } from '../../../visualizations/core/types.ts';
import { ChartChangesModal } from './ChartChangesModal.tsx';
import { type ControlInfoMap, chartChanges } from './chartChanges.ts';

export interface AlteredLabelProps {
  /** The saved chart's form data (its params); nothing is shown without one. */
  savedFormData: Partial<FormData> | null | undefined;
  /** The form data the explore page holds now. */
  currentFormData: Partial<FormData>;
  /** Labels and widget types of the controls, by form data key. */
  controls?: ControlInfoMap;
}

/** The 'Altered' label of the explore header: shown when the chart differs from its saved version;
 * pressing it opens the Chart changes modal. */
export function AlteredLabel({ savedFormData, currentFormData, controls }: AlteredLabelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const changes = useMemo(
    () => (savedFormData ? chartChanges(savedFormData, currentFormData, controls) : []),
    [savedFormData, currentFormData, controls],
  );
  if (changes.length === 0) return null;
  return (
    <>
      <Button
        size="small"
        className="loupe-altered-label"
        aria-haspopup="dialog"
        onPress={() => setOpen(true)}
      >
        <span title={t('chartChanges.tooltip')}>{t('chartChanges.altered')}</span>
      </Button>
      {open && (
        <ChartChangesModal
          changes={changes}
          {...(controls ? { controls } : {})}
          onHide={() => setOpen(false)}
        />
      )}
    </>
  );
}
