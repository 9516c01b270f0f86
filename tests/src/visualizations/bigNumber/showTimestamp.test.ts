import { describe, expect, it } from 'vitest';
import { transformProps } from '../../../../src/visualizations/big_number/transformProps.ts';
import type { ChartProps, FormData } from '../../../../src/visualizations/core/types.ts';
import type { LooseSpec } from '../chartTestKit.ts';

const JAN_1 = Date.UTC(2021, 0, 1);
const JAN_2 = Date.UTC(2021, 0, 2);

function specOf(formData: Partial<FormData>, data: Record<string, unknown>[]): LooseSpec {
  const props: ChartProps = {
    formData: { viz_type: 'big_number', datasource: '1__table', metric: 'count', x_axis: 'ds', ...formData },
    queriesData: [
      {
        colnames: ['ds', 'count'],
        coltypes: [2, 0],
        rowcount: data.length,
        data,
      } as unknown as ChartProps['queriesData'][number],
    ],
    datasource: { id: 1, type: 'table', uid: '1__table', columns: [], metrics: [] },
    width: 400,
    height: 300,
  };
  const rendering = transformProps(props);
  if (rendering.kind !== 'vega-lite') throw new Error(rendering.kind);
  return rendering.spec;
}

const ROWS = [
  { ds: JAN_1, count: 5 },
  { ds: JAN_2, count: 7 },
];

describe('big_number show_timestamp', () => {
  it('draws no timestamp by default', () => {
    const spec = specOf({}, ROWS);
    expect(spec.datasets.kicker).toBeUndefined();
    expect(spec.layer.some((layer: LooseSpec) => layer.data.name === 'kicker')).toBe(false);
  });

  it('shows the latest point’s timestamp in time_format above the number', () => {
    const spec = specOf({ show_timestamp: true, time_format: '%Y-%m-%d' }, ROWS);
    expect(spec.datasets.kicker).toEqual([{ text: '2021-01-02' }]);
    const kicker = spec.layer.find((layer: LooseSpec) => layer.data.name === 'kicker');
    const header = spec.layer.find((layer: LooseSpec) => layer.data.name === 'header');
    expect(kicker.mark).toMatchObject({ type: 'text' });
    expect(kicker.encoding.y.value).toBeLessThan(header.encoding.y.value);
    // On the canvas, its line above the number's (font size 120 at 300 high).
    expect(kicker.encoding.y.value).toBeGreaterThan(0);
    expect(kicker.encoding.y.value + kicker.mark.fontSize / 2).toBeLessThanOrEqual(
      header.encoding.y.value - header.mark.fontSize / 2 + 1,
    );
  });

  it('takes the fallback point’s timestamp when the latest value is null; smart_date by default', () => {
    const spec = specOf({ show_timestamp: true, time_format: '%Y-%m-%d' }, [
      ...ROWS,
      { ds: Date.UTC(2021, 0, 3), count: null },
    ]);
    expect(spec.datasets.kicker).toEqual([{ text: '2021-01-02' }]);
    expect(specOf({ show_timestamp: true }, ROWS).datasets.kicker).toEqual([{ text: 'Sat 02' }]);
  });
});
