// The control panel: the viz type picker, then the viz's sections with their controls.
import { useTranslation } from 'react-i18next';
import type { VizDatasource, VizPlugin } from '../../visualizations/core/types.ts';
import type { ControlsState } from './controlState/types.ts';
import { ControlField } from './controls/ControlField.tsx';
import { useVizText } from './useVizText.ts';
import { VizTypePicker } from './VizTypePicker.tsx';

export interface ControlPanelProps {
  plugin: VizPlugin | undefined;
  vizType: string;
  controls: ControlsState;
  datasource: VizDatasource;
  onChange: (name: string, value: unknown) => void;
  onVizTypeChange: (vizType: string) => void;
}

export function ControlPanel({
  plugin,
  vizType,
  controls,
  datasource,
  onChange,
  onVizTypeChange,
}: ControlPanelProps) {
  const { t } = useTranslation();
  const text = useVizText();
  return (
    <aside className="loupe-card loupe-explore__controls" aria-label={t('explorePage.controls.region')}>
      <VizTypePicker value={vizType} onChange={onVizTypeChange} />
      {!plugin && <p role="alert">{t('explorePage.controls.unknownViz', { vizType })}</p>}
      {plugin?.controlPanel.sections.map((section) => (
        <details key={section.label} open={section.expanded ?? true} className="loupe-explore__section">
          <summary>{text(section.label)}</summary>
          {section.controlSetRows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are static for a viz
            <div key={rowIndex} className="loupe-explore__row">
              {row.map((ref) => {
                if (ref === null) return null;
                const name = typeof ref === 'string' ? ref : ref.name;
                const control = controls[name];
                return control ? (
                  <ControlField
                    key={name}
                    control={control}
                    datasource={datasource}
                    onChange={(value) => onChange(name, value)}
                  />
                ) : null;
              })}
            </div>
          ))}
        </details>
      ))}
    </aside>
  );
}
