// The explore page once its bootstrap is in: datasource panel, control panel, chart area.
import { type ComponentType, type ReactNode, useCallback, useMemo, useState } from 'react';
import { sharedControls } from '../../visualizations/core/controls/sharedControls.ts';
import type { FormData, VizDatasource, VizSettings } from '../../visualizations/core/types.ts';
import { ControlPanel } from './ControlPanel.tsx';
import { ChartArea } from './chart/ChartArea.tsx';
import { blockingErrors } from './controlState/computeControlsState.ts';
import type { ControlsState } from './controlState/types.ts';
import { DatasourcePanel } from './DatasourcePanel.tsx';
import {
  changeControl,
  changeDatasource,
  changeVizType,
  deriveControls,
  type ExploreContext,
  initialExploreState,
} from './exploreState.ts';
import { useDatasourceLoader } from './useDatasourceLoader.ts';
import { useFormDataCache } from './useFormDataCache.ts';
import { useVizPlugins } from './vizPlugins.tsx';
import './ExplorePage.css';

/** The datasource panel's dataset menu (Edit / Swap dataset), handed in by the app's routes. */
export interface ExploreDatasetMenuProps {
  datasetId: number;
  /** The chart's dataset was deleted: the menu offers the swap at once. */
  missing: boolean;
  onSwapped: (datasetId: number) => void;
  onEdited: (datasetId: number) => void;
}

/** Controls whose changes are typed (or dragged): their queries wait for the typing to settle. */
const TYPED_CONTROLS = new Set([
  'TextControl',
  'TextAreaControl',
  'NumberControl',
  'SliderControl',
  'ColorPickerControl',
]);

export interface ExploreViewProps {
  datasource: VizDatasource;
  /** The chart's dataset was deleted (the bootstrap's placeholder): controls keep their values. */
  missingDataset?: boolean;
  formData: FormData;
  settings: VizSettings;
  formDataKey: string | null;
  force: boolean;
  standalone: boolean;
  title?: string;
  /** Slots for explore/save, actions and altered (the page header) and explore/panes (below the chart). */
  headerActions?: (formData: FormData, controls: ControlsState) => ReactNode;
  belowChart?: (formData: FormData, datasource: VizDatasource) => ReactNode;
  datasetMenu?: ComponentType<ExploreDatasetMenuProps>;
}

export function ExploreView(props: ExploreViewProps) {
  const { settings, force, standalone, datasetMenu: DatasetMenu } = props;
  // The dataset can change in place (Swap dataset, or an edit of its columns and metrics): the
  // chart keeps its slice and its form data, remapped to the new dataset's columns.
  const [datasource, setDatasource] = useState(props.datasource);
  const [missing, setMissing] = useState(props.missingDataset ?? false);
  const { plugins } = useVizPlugins();
  const context: ExploreContext = useMemo(
    () => ({ plugins, shared: sharedControls, datasource: missing ? null : datasource, settings }),
    [plugins, datasource, missing, settings],
  );
  const [state, setState] = useState(() => initialExploreState(props.formData, context));
  const [typing, setTyping] = useState(false);
  const { controls, formData, plugin } = useMemo(() => deriveControls(state, context), [state, context]);
  const blocking = useMemo(() => blockingErrors(controls), [controls]);
  useFormDataCache(formData, datasource, props.formDataKey);
  const loadDatasource = useDatasourceLoader(
    useCallback(
      (next: VizDatasource) => {
        setDatasource(next);
        setMissing(false);
        setState((current) => changeDatasource(current, next, { ...context, datasource: next }));
      },
      [context],
    ),
  );

  const chart = (
    <ChartArea
      plugin={plugin}
      formData={formData}
      controls={controls}
      blocking={blocking}
      datasource={datasource}
      force={force}
      typing={typing}
      belowChart={standalone ? undefined : props.belowChart?.(formData, datasource)}
    />
  );
  if (standalone) return <div className="loupe-explore loupe-explore--standalone">{chart}</div>;
  return (
    <div className="loupe-explore">
      <header className="loupe-explore__header">
        <h1>{props.title ?? datasource.name}</h1>
        <div className="loupe-explore__header-actions">{props.headerActions?.(formData, controls)}</div>
      </header>
      <div className="loupe-explore__body">
        <DatasourcePanel
          datasource={datasource}
          missing={missing}
          datasetMenu={
            DatasetMenu && (
              <DatasetMenu
                datasetId={datasource.id}
                missing={missing}
                onSwapped={(id) => void loadDatasource(id)}
                onEdited={(id) => void loadDatasource(id)}
              />
            )
          }
        />
        <ControlPanel
          plugin={plugin}
          vizType={formData.viz_type}
          controls={controls}
          datasource={datasource}
          onChange={(name, value) => {
            setTyping(TYPED_CONTROLS.has(controls[name]?.config.type ?? ''));
            setState((current) => changeControl(current, name, value, context));
          }}
          onVizTypeChange={(vizType) => {
            setTyping(false);
            setState((current) => changeVizType(current, vizType, context));
          }}
        />
        {chart}
      </div>
    </div>
  );
}
