// The `code` of an error thrown by a Firebase SDK (`permission-denied`, `unavailable`, …), or ''.
export function firebaseErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

export const isPermissionDenied = (error: unknown): boolean => firebaseErrorCode(error) === 'permission-denied';

/** A callable error's message without the " [429]" status the web SDK appends. */
export function callableMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.replace(/ \[\d{3}\]$/, '') : '';
}
