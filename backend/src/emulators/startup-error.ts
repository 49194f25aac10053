// The errors start-up reports: each names what went wrong and what to do, with a code for programs.

export type StartupErrorCode =
  | 'invalid-configuration'
  | 'port-in-use'
  | 'missing-dependency'
  | 'emulators-failed'
  | 'functions-build-failed'
  | 'document-server-failed'
  | 'storage-server-failed'
  | 'mail-server-failed'
  | 'seed-failed'
  | 'timeout';

export class StartupError extends Error {
  override readonly name = 'StartupError';

  constructor(
    readonly code: StartupErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
