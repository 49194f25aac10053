// Everything a server render needs that outlives one request: the public origin, the remotes'
// registry, the database client, the shell's own assets and the session reader.
import type { IncomingMessage } from 'node:http';
import type { Firestore } from 'firebase/firestore/lite';
import type { BackendConfig } from 'shared-auth';
import type { RemoteLoaderContext } from 'shared-data';
import type { HeadAssets } from '../app/client-config';
import type { RemoteRegistry } from './remote-registry.server';
import type { SharedReads } from './shared-reads-cache.server';
import type { PageCache } from './page-cache.server';

export interface ShellAssets extends HeadAssets {
  entryScripts: string[];
}

export interface ServerEnvironment {
  origin: string;
  registry: RemoteRegistry;
  backendConfig: BackendConfig;
  db(): Firestore | null;
  /**
   * The loader context of this request: the verified user and a db that reads as them;
   * `sessionUnverified` when the request carries a session that could not be checked just now.
   */
  requestContext(req: IncomingMessage): Promise<Pick<RemoteLoaderContext, 'user' | 'db'> & { sessionUnverified?: boolean }>;
  shellAssets: ShellAssets;
  /** Origins besides the shop's own that pictures may come from (IMAGE_ORIGINS). */
  imageOrigins: string[];
  dev: boolean;
  shared: SharedReads;
  /** Anonymous pages kept for a second or so (null: every page is rendered). */
  pageCache: PageCache | null;
}
