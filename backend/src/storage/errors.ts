// Errors of the storage server, answered as Cloud Storage for Firebase answers them:
// `{"error": {"code": <HTTP status>, "message": "..."}}`. The SDK maps by status alone: 401
// storage/unauthenticated, 403 storage/unauthorized, 404 storage/object-not-found; anything else
// becomes storage/unknown carrying this body. It retries 5xx, 408 and 429 for minutes, so client
// mistakes must never be answered with those.

export class StorageApiError extends Error {
  readonly httpStatus: number;
  /** Extra response headers (X-Goog-Upload-Status on resumable uploads, Allow on 405). */
  readonly headers: Record<string, string>;

  constructor(httpStatus: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'StorageApiError';
    this.httpStatus = httpStatus;
    this.headers = headers;
  }

  toJSON(): { error: { code: number; message: string } } {
    return { error: { code: this.httpStatus, message: this.message } };
  }
}

export const badRequest = (message: string, headers?: Record<string, string>): StorageApiError => new StorageApiError(400, message, headers);
export const forbidden = (message: string, headers?: Record<string, string>): StorageApiError => new StorageApiError(403, message, headers);
export const notFound = (message: string, headers?: Record<string, string>): StorageApiError => new StorageApiError(404, message, headers);
export const tooLarge = (message: string, headers?: Record<string, string>): StorageApiError => new StorageApiError(413, message, headers);
