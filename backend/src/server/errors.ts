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
export const failedPrecondition = (message: string): ApiError => new ApiError(400, 'FAILED_PRECONDITION', message);

export const notFound = (message: string): ApiError => new ApiError(404, 'NOT_FOUND', message);

export const permissionDenied = (message: string): ApiError => new ApiError(403, 'PERMISSION_DENIED', message);

export const unauthenticated = (message: string): ApiError => new ApiError(401, 'UNAUTHENTICATED', message);

/** Contention only: both clients retry a transaction on HTTP 409. */
export const aborted = (message: string): ApiError => new ApiError(409, 'ABORTED', message);

/** google.rpc.Code numbers, which streams carry in a Status (`cause`, batchWrite's `status`). */
const GRPC_CODES: Record<RpcStatus, number> = {
  CANCELLED: 1,
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
};

export function grpcCode(status: RpcStatus): number {
  return GRPC_CODES[status];
}

/** The google.rpc.Status of an error, as a stream's target change carries it in `cause`. */
export function rpcStatusOf(e: ApiError): { code: number; message: string } {
  return { code: grpcCode(e.status), message: e.message };
}
