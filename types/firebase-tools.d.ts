// The part of firebase-tools 15's Hosting deploy code that scripts/lib/hosting-target.ts calls (the
// package ships JavaScript only). The resource shapes are the Firebase Hosting REST API's (v1beta1),
// as Google's generated client types them (googleapis' firebasehosting_v1beta1.Schema$…).
declare module 'firebase-tools/lib/hosting/api' {
  export interface ActingUser {
    email?: string;
    imageUrl?: string;
  }
  export interface Header {
    glob?: string;
    regex?: string;
    headers: Record<string, string>;
  }
  export interface ServingConfig {
    headers?: Header[];
    redirects?: unknown[];
    rewrites?: unknown[];
    cleanUrls?: boolean;
    trailingSlashBehavior?: string;
    appAssociation?: string;
    i18n?: { root: string };
  }
  export type VersionStatus = 'VERSION_STATUS_UNSPECIFIED' | 'CREATED' | 'FINALIZED' | 'DELETED' | 'ABANDONED' | 'EXPIRED' | 'CLONING';
  export interface Version {
    /** sites/SITE_ID/versions/VERSION_ID */
    name: string;
    status: VersionStatus;
    config?: ServingConfig;
    labels?: Record<string, string>;
    createTime?: string;
    createUser?: ActingUser;
    finalizeTime?: string;
    finalizeUser?: ActingUser;
    /** int64 as a string, set once FINALIZED. */
    fileCount?: string;
    versionBytes?: string;
  }
  export interface Release {
    name: string;
    version?: Version;
    type?: 'TYPE_UNSPECIFIED' | 'DEPLOY' | 'ROLLBACK' | 'SITE_DISABLE';
    releaseTime?: string;
    releaseUser?: ActingUser;
    message?: string;
  }
  export interface Channel {
    /** sites/SITE_ID/channels/CHANNEL_ID */
    name: string;
    url: string;
    release?: Release;
    createTime?: string;
    updateTime?: string;
    expireTime?: string;
    retainedReleaseCount?: number;
    labels?: Record<string, string>;
  }
  export interface Site {
    /** projects/PROJECT/sites/SITE_ID */
    name: string;
    defaultUrl: string;
    appId?: string;
    labels?: Record<string, string>;
    type?: 'TYPE_UNSPECIFIED' | 'DEFAULT_SITE' | 'USER_SITE';
  }
  export function getSite(project: string, site: string): Promise<Site>;
  /** null when the channel does not exist. */
  export function getChannel(project: string, site: string, channelId: string): Promise<Channel | null>;
  export function createChannel(project: string, site: string, channelId: string, ttlMillis?: number): Promise<Channel>;
  export function updateChannelTtl(project: string, site: string, channelId: string, ttlMillis?: number): Promise<Channel>;
  /** Answers the new version's name. */
  export function createVersion(project: string, site: string, version: Partial<Version>): Promise<string>;
  export function updateVersion(project: string, site: string, versionId: string, version: Partial<Version>): Promise<Version>;
  /** Clones without a path filter and polls the operation: answers the new version. */
  export function cloneVersion(project: string, site: string, versionName: string, finalize?: boolean): Promise<Version>;
  export function createRelease(project: string, site: string, channel: string, versionName: string, partialRelease?: Partial<Release>): Promise<Release>;
}

declare module 'firebase-tools/lib/deploy/hosting/uploader' {
  /** Gzips and hashes files, populates the version in batches of 1000 and uploads what Hosting asks for. */
  export class Uploader {
    constructor(options: {
      version: string;
      files: string[];
      public: string;
      cwd?: string;
      projectRoot: string;
      uploadConcurrency?: number;
      hashConcurrency?: number;
    });
    start(): Promise<void>;
  }
}

declare module 'firebase-tools/lib/deploy/hosting/convertConfig' {
  import type { ServingConfig } from 'firebase-tools/lib/hosting/api';
  /** firebase.json's Hosting entry → the version's ServingConfig, as `firebase deploy` sends it. */
  export function convertConfig(
    context: { projectId: string },
    functionsPayload: Record<string, never>,
    deploy: { config: Record<string, unknown>; version: string },
  ): Promise<ServingConfig>;
}

declare module 'firebase-tools/lib/apiv2' {
  export class Client {
    constructor(options: { urlPrefix: string; apiVersion?: string; auth?: boolean });
    get<T>(path: string, options?: { queryParams?: Record<string, string | number> }): Promise<{ status: number; body: T }>;
    post<B, T>(path: string, json: B, options?: { queryParams?: Record<string, string | number> }): Promise<{ status: number; body: T }>;
  }
  export function setAccessToken(token?: string): void;
}

declare module 'firebase-tools/lib/operation-poller' {
  /** Polls a long-running operation until done; answers its `response`. */
  export function pollOperation<T>(options: { apiOrigin: string; apiVersion: string; operationResourceName: string; masterTimeout?: number }): Promise<T>;
}

declare module 'firebase-tools/lib/api' {
  /** FIREBASE_HOSTING_API_URL, else https://firebasehosting.googleapis.com. */
  export function hostingApiOrigin(): string;
}

declare module 'firebase-tools/lib/auth' {
  /** The account `firebase login` stored, if any. */
  export function getGlobalDefaultAccount(): { user: { email: string }; tokens: Record<string, unknown> } | undefined;
}

declare module 'firebase-tools/lib/requireAuth' {
  /** firebase-tools' credentials: a `firebase login` account in `options`, else Application Default Credentials. */
  export function requireAuth(options: Record<string, unknown>, skipAutoAuth?: boolean): Promise<string | null>;
}

declare module 'firebase-tools/lib/hosting/config' {
  /** firebase.json's Hosting entries that `firebase deploy --only <only>` would deploy, checked as the CLI checks them. */
  export function hostingConfig(options: {
    config: { src: Record<string, unknown> };
    only?: string;
    project?: string;
    cwd?: string;
    projectRoot?: string;
    rc?: { requireTarget(project: string, type: string, target: string): string[] };
  }): Array<{ site: string; target?: string }>;
}
