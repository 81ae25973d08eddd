/** The error body every endpoint answers with (docs/product.md#errors: JHipster's problem body). */
export interface FieldError {
  objectName: string;
  field: string;
  message: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  message: string;
  path?: string;
  params?: string;
  entityName?: string;
  errorKey?: string;
  fieldErrors?: FieldError[];
  requestId?: string;
}

export const PROBLEM_BASE_URL = 'https://www.jhipster.tech/problem';
/** Prefix of the alert headers: X-purifierApp-alert, X-purifierApp-error, X-purifierApp-params. */
export const APP_NAME = 'purifierApp';
export const APP_VERSION = '1.3.0';
