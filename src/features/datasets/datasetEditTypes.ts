// The contract's dataset types the Edit and Swap dataset modals use (aliases, never hand-written).
import type { ListQuery } from '../../api/queries.ts';
import type { components } from '../../api/schema.gen.ts';

type Schemas = components['schemas'];

export type DatasetDetail = Schemas['DatasetDetail'];
export type DatasetColumn = Schemas['DatasetColumn'];
export type DatasetMetric = Schemas['DatasetMetric'];
export type DatasetUpdateRequest = Schemas['DatasetUpdateRequest'];
export type DatasetColumnWrite = Schemas['DatasetColumnWrite'];
export type DatasetMetricWrite = Schemas['DatasetMetricWrite'];
export type DatasetListItem = Schemas['DatasetListItem'];
export type DatasetList = Schemas['DatasetList'];
export type RelatedResponse = Schemas['RelatedResponse'];
export type { ListQuery };
