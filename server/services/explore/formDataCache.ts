// Explore's unsaved form data (Superset's ExploreFormDataRestApi and its commands): the JSON
// text, with its owner, datasource and chart, in the cache store for 7 days (Superset's
// EXPLORE_FORM_DATA_CACHE_CONFIG; a read renews it). A create or an update with a tab_id reuses
// the key that tab already has for the same datasource and chart; without one it makes a new
// key. Everyone who may access the dataset (and chart) reads a key; only its owner changes or
// deletes it.
import { randomBytes } from 'node:crypto';
import type { components } from '../../../src/api/schema.gen.ts';
import type { CacheStore } from '../cache/cacheStore.ts';
import type { Principal } from '../security/principal.ts';
import { LoupeError, notFound } from '../shared/loupeError.ts';

export type FormDataPayload = components['schemas']['FormDataPayload'];

/** Superset's EXPLORE_FORM_DATA_CACHE_CONFIG CACHE_DEFAULT_TIMEOUT: 7 days. */
export const FORM_DATA_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface FormDataEntry {
  owner: number;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

export interface FormDataCacheContext {
  cache: CacheStore;
  /** Checks the caller may use the datasource and chart (throws 403 / 404). */
  checkAccess(
    principal: Principal,
    datasourceId: number,
    datasourceType: string,
    chartId: number | null,
  ): Promise<void>;
}

const entryKey = (key: string) => `explore_form_data:${key}`;
const tabKey = (owner: number, tabId: number, entry: Omit<FormDataEntry, 'owner' | 'form_data'>) =>
  `explore_form_data_tab:${owner}:${tabId}:${entry.datasource_id}:${entry.datasource_type}:${entry.chart_id ?? ''}`;

function notOwner(): LoupeError {
  return new LoupeError(403, "You don't have permission to modify the value.");
}

async function readEntry(ctx: FormDataCacheContext, key: string): Promise<FormDataEntry | undefined> {
  const stored = await ctx.cache.get(entryKey(key));
  return stored && typeof stored === 'object' && !Buffer.isBuffer(stored)
    ? (stored as unknown as FormDataEntry)
    : undefined;
}

async function storeEntry(
  ctx: FormDataCacheContext,
  entry: FormDataEntry,
  tabId: number | null,
): Promise<string> {
  const context = tabId ? tabKey(entry.owner, tabId, entry) : null;
  const reused = context ? await ctx.cache.get(context) : undefined;
  const key = typeof reused === 'string' ? reused : randomBytes(12).toString('base64url');
  await ctx.cache.set(entryKey(key), { ...entry }, FORM_DATA_TTL_SECONDS);
  if (context) await ctx.cache.set(context, key, FORM_DATA_TTL_SECONDS);
  return key;
}

function entryOf(principal: Principal, body: FormDataPayload): FormDataEntry {
  return {
    owner: principal.user.id,
    datasource_id: body.datasource_id,
    datasource_type: body.datasource_type,
    chart_id: body.chart_id ?? null,
    form_data: body.form_data,
  };
}

export async function createFormData(
  ctx: FormDataCacheContext,
  principal: Principal,
  body: FormDataPayload,
  tabId: number | null,
): Promise<{ key: string }> {
  const entry = entryOf(principal, body);
  await ctx.checkAccess(principal, entry.datasource_id, entry.datasource_type, entry.chart_id);
  return { key: await storeEntry(ctx, entry, tabId) };
}

/** The stored entry after the access checks, renewed for another 7 days; undefined when unknown. */
export async function findFormData(
  ctx: FormDataCacheContext,
  principal: Principal,
  key: string,
): Promise<FormDataEntry | undefined> {
  const entry = await readEntry(ctx, key);
  if (!entry) return undefined;
  await ctx.checkAccess(principal, entry.datasource_id, entry.datasource_type, entry.chart_id);
  await ctx.cache.set(entryKey(key), { ...entry }, FORM_DATA_TTL_SECONDS);
  return entry;
}

export async function getFormData(
  ctx: FormDataCacheContext,
  principal: Principal,
  key: string,
): Promise<{ form_data: string }> {
  const entry = await findFormData(ctx, principal, key);
  if (!entry) throw notFound();
  return { form_data: entry.form_data };
}

export async function updateFormData(
  ctx: FormDataCacheContext,
  principal: Principal,
  key: string,
  body: FormDataPayload,
  tabId: number | null,
): Promise<{ message: string; key: string }> {
  const entry = entryOf(principal, body);
  await ctx.checkAccess(principal, entry.datasource_id, entry.datasource_type, entry.chart_id);
  const stored = await readEntry(ctx, key);
  if (!stored) throw notFound();
  if (stored.owner !== principal.user.id) throw notOwner();
  return { message: 'Value updated successfully.', key: await storeEntry(ctx, entry, tabId) };
}

export async function deleteFormData(
  ctx: FormDataCacheContext,
  principal: Principal,
  key: string,
): Promise<{ message: string }> {
  const stored = await readEntry(ctx, key);
  if (!stored) throw notFound();
  await ctx.checkAccess(principal, stored.datasource_id, stored.datasource_type, stored.chart_id);
  if (stored.owner !== principal.user.id) throw notOwner();
  await ctx.cache.delete(entryKey(key));
  return { message: 'Deleted successfully' };
}
