// Word cloud as a full vega spec with vega's wordcloud transform: font size by the metric between
// size_from and size_to, rotation flat / square / random (stable per word), colour per word from
// the categorical scheme; tooltips.
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { categoryValues } from '../helpers/categoryValues.ts';
import { categoricalScale } from '../helpers/colors.ts';
import { numberOr } from '../helpers/formData.ts';
import { vegaBase } from '../helpers/vegaBase.ts';

/** A word's stable pseudo-random number (so a redraw keeps its rotation). */
function hashOf(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 100003;
  return hash;
}

/** Superset's rotations: flat 0°, square 0° or 90°, random a multiple of 30° in [-90°, 60°]. */
export function rotationOf(rotation: unknown, text: string): number {
  const hash = hashOf(text);
  if (rotation === 'flat') return 0;
  if (rotation === 'random') return ((hash % 6) - 3) * 30;
  return (hash % 2) * 90;
}

export function transformProps(props: ChartProps): ChartRendering {
  const { formData } = props;
  const { metric, values } = categoryValues(props, 'series');
  const words = values.map((word) => ({
    ...word,
    text: word.name,
    angle: rotationOf(formData.rotation, word.name),
  }));
  const scale = categoricalScale(
    formData,
    words.map((word) => word.text),
  );
  const spec = {
    ...vegaBase(props),
    data: [
      {
        name: 'words',
        values: words,
        transform: [
          {
            type: 'wordcloud',
            size: [{ signal: 'width' }, { signal: 'height' }],
            text: { field: 'text' },
            rotate: { field: 'angle' },
            font: 'Helvetica, Arial, sans-serif',
            fontSize: { field: 'value' },
            fontSizeRange: [numberOr(formData.size_from, 10), numberOr(formData.size_to, 70)],
            padding: 2,
          },
        ],
      },
    ],
    scales: [{ name: 'color', type: 'ordinal', domain: scale.domain, range: scale.range }],
    marks: [
      {
        type: 'text',
        from: { data: 'words' },
        encode: {
          enter: {
            text: { field: 'text' },
            align: { value: 'center' },
            baseline: { value: 'alphabetic' },
            fill: { scale: 'color', field: 'text' },
            tooltip: { signal: `{title: datum.text, ${JSON.stringify(metric)}: datum.formatted}` },
          },
          update: {
            x: { field: 'x' },
            y: { field: 'y' },
            angle: { field: 'angle' },
            font: { field: 'font' },
            fontSize: { field: 'fontSize' },
          },
        },
      },
    ],
  };
  return { kind: 'vega', spec };
}
