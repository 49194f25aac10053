// Types of local-tokens.mjs (plain JavaScript, so that the callable host can load it without a
// TypeScript loader).

export declare class TokenError extends Error {}

export declare const LOCAL_APP_CHECK_ISSUER: string;
export declare const LOCAL_APP_CHECK_SIGNATURE: string;

/** The claims of an Auth-emulator ID token for `projectId`; throws TokenError naming the failed check. */
export declare function checkIdToken(token: string, projectId: string, nowSeconds?: number): Record<string, unknown>;

/** The claims of a local App Check token for `projectId`; throws TokenError naming the failed check. */
export declare function checkLocalAppCheckToken(token: string, projectId: string, nowSeconds?: number): Record<string, unknown>;
