// The contract between the shell and the remotes: what a remote's exposed route module provides,
// and what the shell hands to its loader. Types only, so every app may import it.
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'shared-router';
import type { Firestore } from 'firebase/firestore/lite';

/** The signed-in user as the server verified it (session cookie) or the browser knows it. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  admin: boolean;
  /**
   * Server only: Auth holds the admin role but this session's ID token was issued before it was
   * granted, so the token (and the database's rules) do not carry it yet. An admin page then asks
   * the browser to refresh the token instead of sending the new administrator home.
   */
  adminPending?: boolean;
}

export interface RemoteLoaderContext {
  /** The document database, or null when the backend is not configured. */
  db: Firestore | null;
  user: SessionUser | null;
  /** True while rendering on the server. */
  server: boolean;
  /** The site's public origin, for canonical and Open Graph URLs. */
  origin: string;
  /**
   * For public reads that many pages make (categories, a listing's first page): the server shares
   * the result between requests for a few seconds. Absent in the browser: read directly.
   */
  shared?: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}

export interface RemoteLoaderArgs extends Omit<LoaderFunctionArgs, 'context'> {
  context: RemoteLoaderContext;
}

/** Head tags a route contributes (description, Open Graph, canonical, JSON-LD). */
export interface RouteMeta {
  description?: string;
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>;
  noindex?: boolean;
}

export interface RouteModule<Data = unknown> {
  loader?: (args: RemoteLoaderArgs) => Promise<Data> | Data;
  Component: ComponentType;
  // Method syntax on purpose: a RouteModule<Product> must be usable where a RouteModule is expected.
  /** A title computed from the loader's data (a product or post name); else the route table's. */
  title?(data: Data): string | undefined;
  meta?(data: Data): RouteMeta | undefined;
}
