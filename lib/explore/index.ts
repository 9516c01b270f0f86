export {
  DEFAULT_ROW_LIMIT,
  DEFAULT_TIME_FILTER,
  DEFAULT_VIZ_TYPE,
  type ExploreDefaultsConfig,
  withExploreDefaults,
} from './exploreDefaults.ts';
export { MISSING_DATASOURCE } from './missingDatasource.ts';
