// The chart pane: the 'Update chart' button, the query's state (spec §4 messages through the chart
// machine), validation errors that block the query, the chart itself, and a slot below the chart
// for the panes (View query / results / samples) of explore/panes.
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { ErrorMessage } from '../../../components/ErrorPanel/ErrorMessage.tsx';
import { useContentWidth } from '../../../components/hooks/useContentWidth.ts';
import { Loading } from '../../../components/Loading/Loading.tsx';
import { ChartRenderer } from '../../../visualizations/core/render/ChartRenderer.tsx';
import type {
  ChartDataResultItem,
  FormData,
  VizDatasource,
  VizPlugin,
} from '../../../visualizations/core/types.ts';
import type { ControlsState } from '../../explore/controlState/types.ts';
import { useVizText } from '../useVizText.ts';
import { splitFormData } from './splitFormData.ts';
import { useChartOwnState } from './useChartOwnState.ts';
import { useChartQuery } from './useChartQuery.ts';

/** The chart's width until its column is measured (and in jsdom), and the least it takes. */
const CHART_WIDTH = 720;
const MIN_CHART_WIDTH = 320;
const CHART_HEIGHT = 420;

export interface ChartAreaProps {
  plugin: VizPlugin | undefined;
  formData: FormData;
  controls: ControlsState;
  blocking: Record<string, string[]>;
  datasource: VizDatasource;
  force: boolean;
  /** Below the chart: explore/panes (View query, results, samples). */
  belowChart?: ReactNode;
  /** The latest change was typed: its query waits for the typing to settle. */
  typing?: boolean;
}

export function ChartArea({
  plugin,
  formData,
  controls,
  blocking,
  datasource,
  force,
  belowChart,
  typing = false,
}: ChartAreaProps) {
  const { t } = useTranslation();
  const text = useVizText();
  const blocked = Object.keys(blocking).length > 0;
  const split = useMemo(() => splitFormData(formData, controls), [formData, controls]);
  const { ownState, setOwnState, searching } = useChartOwnState(split.queryText);
  const { chart, runQuery, stop, rendered, renderFailed } = useChartQuery({
    plugin,
    formData,
    queryText: split.queryText,
    blocked,
    force,
    typing: typing || searching,
    ownState,
  });
  const status = chart.chartStatus;
  // The chart draws the form data its data was queried with, plus the current render-trigger
  // values (as Superset's): a query control's change waits for its data, a render-trigger one
  // re-draws at once. While the next query runs the drawn chart stays (busy) under the spinner,
  // so vega swaps the rows instead of building the view again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the queried form data of the data drawn
  const queriedFormData = useMemo(() => chart.latestQueryFormData as FormData, [chart.queriesResponse]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the values' text
  const drawnFormData = useMemo(
    () => ({ ...queriedFormData, ...split.triggers }) as FormData,
    [queriedFormData, split.triggersText],
  );
  const hasData = chart.queriesResponse !== null && drawnFormData.viz_type === formData.viz_type;
  const loading = status === 'loading';
  // The chart fills its column (as Superset's explore), measured by an empty full-width block.
  const [measure, setMeasure] = useState<HTMLDivElement | null>(null);
  const measured = useContentWidth(measure);
  const chartWidth = measured > 0 ? Math.max(MIN_CHART_WIDTH, measured) : CHART_WIDTH;
  return (
    <section className="loupe-explore__chart" aria-label={t('explorePage.chart.region')}>
      <div ref={setMeasure} aria-hidden="true" />
      <div className="loupe-explore__chart-toolbar">
        <Button
          variant="primary"
          isDisabled={blocked || status === 'loading'}
          onPress={() => runQuery(false)}
        >
          {t('explorePage.chart.update')}
        </Button>
        {status === 'loading' && <Button onPress={stop}>{t('explorePage.chart.stop')}</Button>}
      </div>
      {blocked ? (
        <div role="alert" className="loupe-explore__chart-blocked">
          {Object.entries(blocking).map(([label, errors]) => (
            <p key={label}>
              {t('explorePage.chart.controlError', {
                label: text(label),
                message: errors.map(text).join('. '),
              })}
            </p>
          ))}
        </div>
      ) : loading && !hasData ? (
        <Loading />
      ) : (status === 'failed' || status === 'stopped') && chart.chartAlert ? (
        <ErrorMessage
          message={chart.chartAlert}
          {...(chart.chartStackTrace ? { stackTrace: chart.chartStackTrace } : {})}
        />
      ) : plugin && hasData && (loading || status === 'success' || status === 'rendered') ? (
        <div className="loupe-explore__chart-canvas" data-testid="explore-chart" aria-busy={loading}>
          {loading && (
            <div className="loupe-explore__chart-busy">
              <Loading />
            </div>
          )}
          <ChartRenderer
            plugin={plugin}
            formData={drawnFormData}
            queriesData={chart.queriesResponse as ChartDataResultItem[]}
            datasource={datasource}
            ownState={ownState}
            setOwnState={setOwnState}
            width={chartWidth}
            height={CHART_HEIGHT}
            onRendered={status === 'success' ? rendered : undefined}
            onRenderFailed={renderFailed}
          />
        </div>
      ) : null}
      <div className="loupe-explore__below-chart">{belowChart}</div>
    </section>
  );
}
