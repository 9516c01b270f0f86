import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChartRenderer } from '../../../../../src/visualizations/core/render/ChartRenderer.tsx';
import { numberFormat } from '../../../../../src/visualizations/core/render/spec/formats.ts';
import type { ChartProps, VizPlugin } from '../../../../../src/visualizations/core/types.ts';

function Big({ value }: { value: string }) {
  return <p>{value}</p>;
}

const datasource = { id: 1, type: 'table' as const, uid: '1__table', columns: [], metrics: [] };

function barPlugin(transform?: VizPlugin['transformProps']): VizPlugin {
  return {
    key: 'test_bar',
    name: 'Test bar',
    description: '',
    category: 'Ranking',
    controlPanel: { sections: [] },
    buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [] }),
    transformProps:
      transform ??
      (({ queriesData, width, height }: ChartProps) => ({
        kind: 'vega-lite',
        spec: {
          width,
          height,
          config: { customFormatTypes: true },
          datasets: { rows: queriesData[0] && 'data' in queriesData[0] ? queriesData[0].data : [] },
          data: { name: 'rows' },
          mark: 'bar',
          encoding: {
            x: { field: 'region', type: 'nominal' },
            y: { field: 'count', type: 'quantitative', axis: numberFormat('SMART_NUMBER') },
          },
        },
      })),
  };
}

const result = (data: Record<string, unknown>[]) =>
  [
    { data, colnames: ['region', 'count'], coltypes: [1, 0], rowcount: data.length },
  ] as unknown as ChartProps['queriesData'];

describe('ChartRenderer', () => {
  it('draws a vega-lite spec as svg, formats with SMART_NUMBER and reports rendered', async () => {
    const onRendered = vi.fn();
    const { container } = render(
      <ChartRenderer
        plugin={barPlugin()}
        formData={{ viz_type: 'test_bar', datasource: '1__table' }}
        queriesData={result([
          { region: 'Europe', count: 1500 },
          { region: 'Asia', count: 2500 },
        ])}
        datasource={datasource}
        width={300}
        height={200}
        onRendered={onRendered}
      />,
    );
    await waitFor(() => expect(onRendered).toHaveBeenCalled(), { timeout: 20_000 });
    expect(
      container.querySelectorAll('svg path[aria-roledescription="bar"], svg .mark-rect path').length,
    ).toBe(2);
    expect(container.textContent).toContain('Europe');
    expect(container.textContent).toContain('2k');
  });

  it('swaps the rows of the drawn view when only the data changed', async () => {
    const onRendered = vi.fn();
    const props = {
      plugin: barPlugin(),
      formData: { viz_type: 'test_bar', datasource: '1__table' },
      datasource,
      width: 300,
      height: 200,
      onRendered,
    };
    const { container, rerender } = render(
      <ChartRenderer {...props} queriesData={result([{ region: 'A', count: 1 }])} />,
    );
    await waitFor(() => expect(onRendered).toHaveBeenCalledTimes(1));
    const svg = container.querySelector('svg');
    rerender(
      <ChartRenderer
        {...props}
        queriesData={result([
          { region: 'B', count: 2 },
          { region: 'C', count: 3 },
        ])}
      />,
    );
    await waitFor(() => expect(onRendered).toHaveBeenCalledTimes(2));
    expect(container.querySelector('svg')).toBe(svg);
    expect(container.textContent).toContain('C');
    expect(container.textContent).not.toMatch(/\bA\b/);
  });

  it('reports a transformProps error as a render failure', async () => {
    const onRenderFailed = vi.fn();
    render(
      <ChartRenderer
        plugin={barPlugin(() => {
          throw new Error('boom');
        })}
        formData={{ viz_type: 'test_bar', datasource: '1__table' }}
        queriesData={[]}
        datasource={datasource}
        width={300}
        height={200}
        onRenderFailed={onRenderFailed}
      />,
    );
    await waitFor(() => expect(onRenderFailed).toHaveBeenCalledWith('boom'));
  });

  it('renders a component chart and reports rendered', async () => {
    const onRendered = vi.fn();
    render(
      <ChartRenderer
        plugin={barPlugin(() => ({ kind: 'component', Component: Big, props: { value: '42' } }))}
        formData={{ viz_type: 'test_bar', datasource: '1__table' }}
        queriesData={[]}
        datasource={datasource}
        width={300}
        height={200}
        onRendered={onRendered}
      />,
    );
    expect(await screen.findByText('42')).toBeTruthy();
    expect(onRendered).toHaveBeenCalled();
  });
});
