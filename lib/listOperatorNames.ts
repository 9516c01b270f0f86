// FAB's names of the list filter operators, as _info replies list them (the server and the mocks).

/** FAB's names of the operators every list uses. */
export const OPERATOR_NAMES: Record<string, string> = {
  ct: 'Contains',
  nct: 'Not Contains',
  sw: 'Starts with',
  ew: 'Ends with',
  eq: 'Equal to',
  neq: 'Not Equal to',
  rel_o_m: 'Relation',
  nrel_o_m: 'No Relation',
  rel_m_m: 'Relation as Many',
  nrel_m_m: 'No Relation as Many',
  all_text: 'All Text',
  chart_all_text: 'All Text',
  chart_is_favorite: 'Is favorite',
  chart_is_certified: 'Is certified',
  dashboard_is_favorite: 'Is favorite',
  dataset_is_null_or_empty: 'Null or Empty',
  dataset_is_certified: 'Is certified',
};
