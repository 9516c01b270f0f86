// The chart pane: the 'Update chart' button, the query's state (spec §4 messages through the chart
// machine), validation errors that block the query, the chart itself, and a slot below the chart
// for the panes (View query / results / samples) of explore/panes.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { ErrorMessage } from '../../../components/ErrorPanel/ErrorMessage.tsx';
import { Loading } from '../../../components/Loading/Loading.tsx';
import { ChartRenderer } from '../../../visualizations/core/render/ChartRenderer.tsx';
import type {
  ChartDataResultItem,
  FormData,
  VizDatasource,
  VizPlugin,
} from '../../../visualizations/core/types.ts';
import type { ControlsState } from '../../explore/controlState/types.ts';
import { useChartQuery } from './useChartQuery.ts';

const CHART_WIDTH = 720;
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
}

export function ChartArea({
  plugin,
  formData,
  controls,
  blocking,
  datasource,
  force,
  belowChart,
}: ChartAreaProps) {
  const { t } = useTranslation();
  const blocked = Object.keys(blocking).length > 0;
  const { chart, runQuery, stop, rendered, renderFailed } = useChartQuery({
    plugin,
    formData,
    controls,
    blocked,
    force,
  });
  const status = chart.chartStatus;
  return (
    <section className="loupe-explore__chart" aria-label={t('explorePage.chart.region')}>
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
            <p key={label}>{t('explorePage.chart.controlError', { label, message: errors.join('. ') })}</p>
          ))}
        </div>
      ) : status === 'loading' ? (
        <Loading />
      ) : (status === 'failed' || status === 'stopped') && chart.chartAlert ? (
        <ErrorMessage
          message={chart.chartAlert}
          {...(chart.chartStackTrace ? { stackTrace: chart.chartStackTrace } : {})}
        />
      ) : plugin && chart.queriesResponse && (status === 'success' || status === 'rendered') ? (
        <div className="loupe-explore__chart-canvas" data-testid="explore-chart">
          <ChartRenderer
            plugin={plugin}
            formData={formData}
            queriesData={chart.queriesResponse as ChartDataResultItem[]}
            datasource={datasource}
            width={CHART_WIDTH}
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
