import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  bundleSize,
  formatKiB,
  gzipSize,
  isScriptResponse,
  vegaChunks,
} from '../../../scripts/bench/bundleSize.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('bench bundle sizes', () => {
  it('counts scripts by resource type, content type or .js path', () => {
    expect(isScriptResponse('script', undefined, 'http://h/assets/a')).toBe(true);
    expect(isScriptResponse('fetch', 'text/javascript; charset=utf-8', 'http://h/x')).toBe(true);
    expect(isScriptResponse('other', undefined, 'http://h/assets/index-abc.js?v=1')).toBe(true);
    expect(isScriptResponse('stylesheet', 'text/css', 'http://h/assets/index.css')).toBe(false);
    expect(isScriptResponse('fetch', 'application/json', 'http://h/api/v1/me/')).toBe(false);
  });

  it('gives the size of the gzip of the body', () => {
    const body = text('const x = 1;\n'.repeat(500));
    const size = gzipSize(body);
    expect(size).toBeLessThan(body.length);
    expect(size).toBe(gzipSync(body, { level: 9 }).length);
    expect(gunzipSync(gzipSync(body, { level: 9 })).length).toBe(body.length);
  });

  it('sums each distinct URL once', () => {
    const a = { url: 'http://h/a.js', body: text('a'.repeat(1000)) };
    const b = { url: 'http://h/b.js', body: text('let b = 2;') };
    const total = bundleSize([a, b, a]);
    expect(total.scripts.map((s) => s.url)).toEqual(['http://h/a.js', 'http://h/b.js']);
    expect(total.bytes).toBe(1010);
    expect(total.gzipBytes).toBe(gzipSize(a.body) + gzipSize(b.body));
  });

  it('finds vega chunks by file name only', () => {
    expect(
      vegaChunks([
        'http://h/assets/index-1.js',
        'http://h/assets/vega-lite-2.js',
        'http://h/assets/VegaChart-3.js',
        'http://h/vega/other.js',
      ]),
    ).toEqual(['http://h/assets/vega-lite-2.js', 'http://h/assets/VegaChart-3.js']);
  });

  it('formats KiB', () => {
    expect(formatKiB(2048)).toBe('2.0 KiB');
  });
});
