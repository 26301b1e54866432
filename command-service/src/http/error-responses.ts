import { errorBodySchema } from '@foodshare/contracts/api';

/** The error answers of a signed-in write on a resource, as documented in the API schema. */
export const resourceWriteErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
} as const;
