// The JavaScript a page loaded, in gzip'd bytes: which responses count as scripts, their gzip
// size (level 9, as a static server would send them), the sum, and the vega chunks among them.
// Pure but for zlib.
import { gzipSync } from 'node:zlib';

export interface LoadedScript {
  url: string;
  /** The uncompressed body. */
  body: Uint8Array;
}

export interface BundleSize {
  scripts: { url: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

/** A response is JavaScript when its request was a script or module or its type says so. */
export function isScriptResponse(
  resourceType: string,
  contentType: string | undefined,
  url: string,
): boolean {
  if (resourceType === 'script') return true;
  if (contentType && /\b(?:java|ecma)script\b/i.test(contentType)) return true;
  return /\.m?js(?:$|\?)/.test(new URL(url).pathname);
}

export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: 9 }).length;
}

/** Each distinct URL once, summed. */
export function bundleSize(loaded: readonly LoadedScript[]): BundleSize {
  const seen = new Map<string, LoadedScript>();
  for (const script of loaded) if (!seen.has(script.url)) seen.set(script.url, script);
  const scripts = [...seen.values()].map((script) => ({
    url: script.url,
    bytes: script.body.length,
    gzipBytes: gzipSize(script.body),
  }));
  return {
    scripts,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}

/** The loaded chunks whose file name says vega (vega, vega-lite, vega-embed …). */
export function vegaChunks(urls: readonly string[]): string[] {
  return urls.filter((url) => /vega/i.test(new URL(url).pathname.split('/').at(-1) ?? ''));
}

export function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
