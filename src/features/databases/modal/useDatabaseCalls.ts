// The write calls of the databases page (each rejects with a ClientError on failure).
import { useApi } from '../../../api/ApiProvider.tsx';
import type { components } from '../../../api/schema.gen.ts';

type CreateRequest = components['schemas']['DatabaseCreateRequest'];
type WriteFields = components['schemas']['DatabaseWriteFields'];
type TestRequest = components['schemas']['ConnectionTestRequest'];
type ValidateRequest = components['schemas']['ValidateParametersRequest'];

export function useDatabaseCalls() {
  const client = useApi();
  return {
    testConnection: (body: TestRequest) => client.POST('/api/v1/database/test_connection/', { body }),
    validateParameters: (body: ValidateRequest) =>
      client.POST('/api/v1/database/validate_parameters/', { body }),
    create: async (body: CreateRequest) => (await client.POST('/api/v1/database/', { body })).data,
    update: async (pk: number, body: WriteFields) =>
      (await client.PUT('/api/v1/database/{pk}', { params: { path: { pk } }, body })).data,
    remove: (pk: number) => client.DELETE('/api/v1/database/{pk}', { params: { path: { pk } } }),
  };
}
