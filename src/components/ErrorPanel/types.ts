import type { ComponentType } from 'react';
import type { ErrorType, SupersetError } from '../../api/clientError.ts';

export type { ErrorType, SupersetError };

/** Where the error is shown; renderers may word their text for it. */
export type ErrorSource = 'dashboard' | 'explore' | 'sqllab' | 'crud';

export interface ErrorRendererProps {
  error: SupersetError;
  source?: ErrorSource;
  subtitle?: string;
  /** The SQL the error is about: errors pointing at a line (extra.line) show it with a caret. */
  sql?: string;
}

export type ErrorRenderer = ComponentType<ErrorRendererProps>;

export interface IssueCode {
  code: number;
  message: string;
}
