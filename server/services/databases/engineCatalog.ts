// The engines Loupe can connect to (from server/engines/registry.ts), looked up by backend name
// or URI scheme, and listed as /api/v1/database/available/ lists them.
import type { components } from '../../../src/api/schema.gen.ts';
import { uriScheme } from '../../engines/connectionUri.ts';
import type { EngineSpec } from '../../engines/engineSpec.ts';

export type AvailableEngine = components['schemas']['AvailableEngine'];
type EngineInformation = components['schemas']['EngineInformation'];

export interface EngineCatalog {
  readonly specs: readonly EngineSpec[];
  /** By backend (`postgresql`) or any of its URI schemes (`postgres`); case-insensitive. */
  byName(name: string | null | undefined): EngineSpec | undefined;
  /** By the scheme of a SQLAlchemy URI (`postgresql+psycopg2://…`). */
  forUri(uri: string): EngineSpec | undefined;
  /** Preferred engines first, then the others by name (Superset's order). */
  available(): AvailableEngine[];
  engineInformation(backend: string): EngineInformation;
}

const NO_INFORMATION: EngineInformation = {
  supports_file_upload: false,
  disable_ssh_tunneling: true,
  supports_dynamic_catalog: false,
  supports_oauth2: false,
};

export function createEngineCatalog(specs: readonly EngineSpec[]): EngineCatalog {
  const byName = (name: string | null | undefined) => {
    if (!name) return undefined;
    const wanted = name.toLowerCase();
    return specs.find((spec) => spec.backend === wanted || spec.uriSchemes.includes(wanted));
  };
  return {
    specs,
    byName,
    forUri: (uri) => byName(uriScheme(uri)),
    available() {
      const described = specs.map((spec) => spec.describe());
      const byEngineName = (a: AvailableEngine, b: AvailableEngine) => a.name.localeCompare(b.name);
      return [
        ...described.filter((engine) => engine.preferred).sort(byEngineName),
        ...described.filter((engine) => !engine.preferred).sort(byEngineName),
      ];
    },
    engineInformation: (backend) => byName(backend)?.describe().engine_information ?? NO_INFORMATION,
  };
}
