import { afterEach, describe, expect, it, vi } from 'vitest';
import { wordCloudPlugin } from '../../../../src/visualizations/word_cloud/index.ts';
import { drawChart, fetchChartData, formDataOf, svgTexts } from '../chartTestKit.ts';

// jsdom has no 2D canvas, which the wordcloud layout needs to measure words: a stand-in context
// whose text is 8px per character and whose pixels are all ink, so each word is laid out as its box.
function fakeContext() {
  return {
    font: '',
    fillStyle: '',
    textAlign: '',
    measureText: (text: string) => ({ width: text.length * 8 }),
    getImageData: (_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4).fill(255),
    }),
    clearRect() {},
    fillText() {},
    strokeText() {},
    save() {},
    restore() {},
    translate() {},
    rotate() {},
    scale() {},
  };
}

afterEach(() => vi.restoreAllMocks());

describe('word_cloud render', () => {
  it('places a word per row of the MSW chart data', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(fakeContext as never);
    const formData = formDataOf('word_cloud', {
      series: 'region',
      metric: 'count',
      rotation: 'flat',
      size_from: 10,
      size_to: 20,
      row_limit: 100,
    });
    const queriesData = await fetchChartData(wordCloudPlugin.buildQuery(formData));
    const regions = queriesData[0]!.data!.map((row) => String(row.region));
    const container = await drawChart(wordCloudPlugin, formData, queriesData, { width: 500, height: 400 });
    expect(svgTexts(container).sort()).toEqual([...regions].sort());
  });
});
