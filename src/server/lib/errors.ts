import type { FieldErrors } from '../../shared/apiTypes';

/** An error with the exact JSON body the client reads (api/types.ts); the error handler sends it as is. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.detail === 'string' ? body.detail : 'Request failed');
  }
}

export const REQUIRED = 'Field is required';

export function validationError(errors: FieldErrors, message = 'Validation Error'): ApiError {
  return new ApiError(400, { status: 'error', message, errors });
}

export function badRequest(message: string, errors?: FieldErrors): ApiError {
  return new ApiError(400, errors ? { status: 'error', message, errors } : { status: 'error', message });
}

export function notFound(message = 'Not found.'): ApiError {
  return new ApiError(404, { status: 'error', message, detail: message });
}

export function notAuthenticated(): ApiError {
  return new ApiError(401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
}

export type TokenClass = 'AccessToken' | 'RefreshToken';

/** SimpleJWT's shape for a missing-signature, expired, tampered or blacklisted token. */
export function tokenNotValid(detail: string, tokenClass: TokenClass | null, message = 'Token is invalid or expired'): ApiError {
  const messages = tokenClass
    ? [{ token_class: tokenClass, token_type: tokenClass === 'AccessToken' ? 'access' : 'refresh', message }]
    : [];
  return new ApiError(401, { detail, code: 'token_not_valid', messages });
}
