// Errors every handler throws: each carries the HTTP status and the google.rpc status name the
// Firebase clients map (Lite maps by HTTP status; firebase-admin's REST transport by `error.code`).

export type RpcStatus =
  | 'INVALID_ARGUMENT'
  | 'FAILED_PRECONDITION'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'ABORTED'
  | 'RESOURCE_EXHAUSTED'
  | 'CANCELLED'
  | 'UNIMPLEMENTED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export class ApiError extends Error {
  readonly httpStatus: number;
  readonly status: RpcStatus;

  constructor(httpStatus: number, status: RpcStatus, message: string) {
    super(message);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.status = status;
  }

  toJSON(): { error: { code: number; message: string; status: RpcStatus } } {
    return { error: { code: this.httpStatus, message: this.message, status: this.status } };
  }
}

export const invalidArgument = (message: string): ApiError => new ApiError(400, 'INVALID_ARGUMENT', message);

/** A precondition the caller set (updateTime, exists: false) does not hold. Not retried by admin. */
export const failedPrecondition = (message: string): ApiError =>
  new ApiError(400, 'FAILED_PRECONDITION', message);

export const notFound = (message: string): ApiError => new ApiError(404, 'NOT_FOUND', message);

export const permissionDenied = (message: string): ApiError => new ApiError(403, 'PERMISSION_DENIED', message);

export const unauthenticated = (message: string): ApiError => new ApiError(401, 'UNAUTHENTICATED', message);

/** Contention only: both clients retry a transaction on HTTP 409. */
export const aborted = (message: string): ApiError => new ApiError(409, 'ABORTED', message);
