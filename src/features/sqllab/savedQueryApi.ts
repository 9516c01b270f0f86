// The saved query calls of SQL Lab (spec §2 'Save query', §3 'Saved query').
import type { ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';

export type SavedQueryFields = components['schemas']['SavedQueryWriteFields'];
export type SavedQueryDetail = components['schemas']['SavedQueryDetail'];

export function createSavedQueryApi(client: ApiClient) {
  return {
    /** POST /api/v1/saved_query/: the new saved query's id. */
    async create(fields: SavedQueryFields): Promise<number> {
      const { data } = await client.POST('/api/v1/saved_query/', { body: fields });
      return data!.id;
    },

    async update(id: number, fields: SavedQueryFields): Promise<void> {
      await client.PUT('/api/v1/saved_query/{pk}', { params: { path: { pk: id } }, body: fields });
    },

    async get(id: number): Promise<SavedQueryDetail> {
      const { data } = await client.GET('/api/v1/saved_query/{pk}', { params: { path: { pk: id } } });
      return data!.result;
    },
  };
}
