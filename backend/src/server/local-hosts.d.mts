// Types of local-hosts.mjs (plain JavaScript, so that the callable host can load it without a
// TypeScript loader).

/** 127.0.0.0/8, ::1, and their IPv4-mapped IPv6 forms. */
export declare function isLoopbackAddress(address: string | undefined): boolean;
/** A Host header naming this machine: localhost (or a *.localhost name), 127.x.x.x or [::1], with any port. */
export declare function isLoopbackHost(host: string | undefined): boolean;
/** An Origin header of a page served from this machine. */
export declare function isLoopbackOrigin(origin: string | undefined): boolean;

export interface HostPolicyOptions {
  /** The address the server listens on. */
  host: string;
  /** Its port, or a function answering it once it listens. */
  port: number | (() => number);
  /** Further host names (with or without a port) it may be addressed by. */
  allowedHosts?: readonly string[];
}

/** Whether a request's Host header may be answered. */
export declare function hostPolicy(options: HostPolicyOptions): (hostHeader: string | undefined) => boolean;
/** BACKEND_ALLOWED_HOSTS, split. */
export declare function allowedHostsFromEnv(env: Record<string, string | undefined>): string[];
/** Why a request naming `host` is refused. */
export declare function hostRefusal(what: string, host: string | undefined): string;
/** Why the owner token is refused from a page. */
export declare function ownerFromBrowserRefusal(what: string, origin: string): string;
