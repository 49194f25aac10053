// The emulator endpoints through which the Functions emulator registers Firestore triggers (the
// same paths Google's Firestore emulator serves), and a listing of the registrations with the
// delivery counters, for tests and diagnostics. Like the emulator's other endpoints (the reset),
// they take no credentials: the server listens on the loopback interface, and events only ever go
// to the Functions emulator the server was configured with.
import { ApiError, invalidArgument } from '../errors';
import type { DatabaseId } from '../resource-path';
import { checkProject } from '../resource-path';
import type { TriggerDispatcher, TriggerDeliveryStats } from './trigger-dispatcher';
import type { TriggerRegistrationInfo, TriggerRegistry } from './trigger-registry';

export interface Triggers {
  registry: TriggerRegistry;
  dispatcher: TriggerDispatcher;
}

export interface TriggerListing {
  triggers: TriggerRegistrationInfo[];
  deliveries: TriggerDeliveryStats;
}

export type TriggerRoute = { kind: 'register-cloudevent'; key: string } | { kind: 'register-legacy'; key: string } | { kind: 'list' };

const PREFIX = /^\/emulator\/v1\/projects\/([^/]+)\/(.*)$/;

/** Which trigger endpoint a request is for, or null when it is not one; checks method and project. */
export function matchTriggerRoute(method: string, url: URL, dbId: DatabaseId): TriggerRoute | null {
  const match = PREFIX.exec(url.pathname);
  if (!match) return null;
  const rest = match[2] as string;
  let route: TriggerRoute;
  let allowed: string;
  if (rest === 'eventarcTrigger') {
    const key = url.searchParams.get('eventarcTriggerId');
    if (!key) throw invalidArgument('POST …/eventarcTrigger needs the eventarcTriggerId query parameter.');
    route = { kind: 'register-cloudevent', key };
    allowed = 'POST';
  } else if (rest === 'triggers' || rest === 'triggers/') {
    route = { kind: 'list' };
    allowed = 'GET';
  } else if (/^triggers\/[^/]+$/.test(rest)) {
    route = { kind: 'register-legacy', key: decodeURIComponent(rest.slice('triggers/'.length)) };
    allowed = 'PUT';
  } else {
    return null;
  }
  checkProject(decodeURIComponent(match[1] as string), dbId);
  if (method !== allowed) throw new ApiError(405, 'UNIMPLEMENTED', `HTTP method ${method} is not supported for ${url.pathname}; use ${allowed}.`);
  return route;
}

export function handleTriggerRoute(route: TriggerRoute, body: Record<string, unknown>, triggers: Triggers): unknown {
  switch (route.kind) {
    case 'register-cloudevent':
      triggers.registry.registerCloudEvent(route.key, body);
      break;
    case 'register-legacy':
      triggers.registry.registerLegacy(route.key, body);
      break;
    default:
      return { triggers: triggers.registry.list(), deliveries: triggers.dispatcher.stats() } satisfies TriggerListing;
  }
  return { triggers: triggers.registry.list().filter((t) => t.key === route.key) };
}
