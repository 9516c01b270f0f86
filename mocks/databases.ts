// The mock backend's connected databases: the examples database, plus what a test or a
// dev:mock session creates, changes or deletes. reset() between tests.
import type { components } from '../src/api/schema.gen.ts';
import { EXAMPLES_DETAIL } from './fixtures/databases.ts';
import { ADMIN_USER } from './fixtures/users.ts';

type DatabaseDetail = components['schemas']['DatabaseDetail'];
type DatabaseListItem = components['schemas']['DatabaseListItem'];

let databases: DatabaseDetail[] = [];
let nextId = 1;

function initial(): void {
  databases = [structuredClone(EXAMPLES_DETAIL)];
  nextId = EXAMPLES_DETAIL.id + 1;
}
initial();

const admin = { id: ADMIN_USER.id, first_name: ADMIN_USER.first_name, last_name: ADMIN_USER.last_name };

export const mockDatabases = {
  reset: initial,
  all: (): readonly DatabaseDetail[] => databases,
  find: (id: number) => databases.find((database) => database.id === id),
  findByName: (name: string) => databases.find((database) => database.database_name === name),
  add(detail: Omit<DatabaseDetail, 'id' | 'uuid' | 'changed_on'>): DatabaseDetail {
    const created: DatabaseDetail = {
      ...detail,
      id: nextId++,
      uuid: crypto.randomUUID(),
      changed_on: new Date().toISOString(),
    };
    databases = [...databases, created];
    return created;
  },
  replace(detail: DatabaseDetail): DatabaseDetail {
    const changed = { ...detail, changed_on: new Date().toISOString() };
    databases = databases.map((database) => (database.id === detail.id ? changed : database));
    return changed;
  },
  remove(id: number): boolean {
    const before = databases.length;
    databases = databases.filter((database) => database.id !== id);
    return databases.length < before;
  },
  listItems(): DatabaseListItem[] {
    return databases.map((database) => ({
      id: database.id,
      uuid: database.uuid,
      database_name: database.database_name,
      backend: database.backend,
      expose_in_sqllab: database.expose_in_sqllab,
      allow_run_async: database.allow_run_async,
      allow_dml: database.allow_dml,
      allow_ctas: database.allow_ctas,
      allow_cvas: database.allow_cvas,
      allow_file_upload: database.allow_file_upload,
      allow_multi_catalog: database.allow_multi_catalog,
      allows_cost_estimate: true,
      disable_data_preview: database.disable_data_preview,
      force_ctas_schema: database.force_ctas_schema,
      extra: database.extra,
      changed_on: database.changed_on,
      changed_by: admin,
      created_by: admin,
    }));
  },
};
