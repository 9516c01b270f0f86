// Superset's BigNumber texts when there is no value.
export const NO_DATA_OR_HASNT_LANDED = 'No data after filtering or data is NULL for the latest time record';
export const NO_DATA = 'Try applying different filters or ensuring your datasource has data';
