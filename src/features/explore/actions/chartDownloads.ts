// The explore menu's downloads: the chart's query context answered as a csv / xlsx file
// (result_format) or as full json, and a PNG of the chart element (html-to-image).
import type { ApiClient } from '../../../api/client.ts';
import type { QueryContext } from '../../../visualizations/core/types.ts';

export type DataDownloadFormat = 'csv' | 'xlsx' | 'json';

const MIME: Record<DataDownloadFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
};

/** A file name from the chart's name (or 'chart'), safe on every system. */
export function downloadFileName(sliceName: string | null | undefined, extension: string): string {
  const base = (sliceName ?? '').trim().replace(/[\\/:*?"<>|]+/g, '_') || 'chart';
  return `${base}.${extension}`;
}

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** POST /api/v1/chart/data for the file: result_format csv / xlsx (result_type full), or json. */
export async function downloadChartData(
  client: ApiClient,
  queryContext: QueryContext,
  format: DataDownloadFormat,
  sliceName?: string | null,
): Promise<void> {
  const body: QueryContext = { ...queryContext, result_type: 'full', result_format: format };
  if (format === 'json') {
    const { data } = await client.POST('/api/v1/chart/data', { body });
    saveFile(
      new Blob([JSON.stringify(data, null, 2)], { type: MIME.json }),
      downloadFileName(sliceName, 'json'),
    );
    return;
  }
  const { data } = await client.POST('/api/v1/chart/data', { body, parseAs: 'blob' });
  const blob = data instanceof Blob ? data : new Blob([String(data ?? '')], { type: MIME[format] });
  saveFile(blob, downloadFileName(sliceName, format));
}

/** A PNG of the chart element, named after the chart. */
export async function downloadChartImage(element: HTMLElement, sliceName?: string | null): Promise<void> {
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(element, {
    backgroundColor: getComputedStyle(element).backgroundColor || '#ffffff',
  });
  if (!blob) throw new Error('The chart could not be drawn as an image');
  saveFile(blob, downloadFileName(sliceName, 'png'));
}
