// The validation problems of the Edit Dataset modal in the interface language.
import type { TFunction } from 'i18next';
import type { DatasetEditProblem } from './datasetEditValidation.ts';

const FIELD_KEYS = {
  extra: 'datasetEdit.settings.extra',
  template_params: 'datasetEdit.settings.templateParams',
  cache_timeout: 'datasetEdit.settings.cacheTimeout',
  offset: 'datasetEdit.settings.offset',
} as const;

export function problemText(t: TFunction, problem: DatasetEditProblem): string {
  switch (problem.code) {
    case 'duplicateColumn':
      return t('datasetEdit.errors.duplicateColumn', { name: problem.name });
    case 'duplicateMetric':
      return t('datasetEdit.errors.duplicateMetric', { name: problem.name });
    case 'emptyColumnName':
      return t('datasetEdit.errors.emptyColumnName');
    case 'emptyMetricName':
      return t('datasetEdit.errors.emptyMetricName');
    case 'emptyMetricExpression':
      return t('datasetEdit.errors.emptyMetricExpression', { name: problem.name });
    case 'calculatedColumnExpression':
      return t('datasetEdit.errors.calculatedColumnExpression', { name: problem.name });
    case 'invalidCurrency':
      return t('datasetEdit.errors.invalidCurrency');
    case 'invalidJson':
      return t('datasetEdit.errors.invalidJson', { field: t(FIELD_KEYS[problem.field]) });
    case 'notAnInteger':
      return t('datasetEdit.errors.notAnInteger', { field: t(FIELD_KEYS[problem.field]) });
  }
}
