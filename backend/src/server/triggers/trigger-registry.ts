// The Firestore triggers the Functions emulator has registered, in the two forms it sends them:
//   2nd gen: POST /emulator/v1/projects/{p}/eventarcTrigger?eventarcTriggerId={key}
//            {eventType, database, namespace, document: {value, matchType: EXACT | PATH_PATTERN}}
//   1st gen: PUT /emulator/v1/projects/{p}/triggers/{key}
//            {eventTrigger: {eventType, resource: projects/{p}/databases/{d}/documents/{pattern}, service}}
// The key is `{region}-{function}-{generation}`: the emulator counts a generation up each time it
// reloads the functions and registers again only the triggers that are new or changed, so a
// registration replaces the earlier one of the same function and leaves the others alone.
import { invalidArgument } from '../errors';
import { compileDocumentPattern, type DocumentPattern, type MatchType } from './document-pattern';
import { type DocumentEventKind, eventKindOf } from './document-event';

export interface TriggerRegistration {
  /** The Functions emulator's trigger key: the last path segment of the URL events go to. */
  key: string;
  /** The key without its generation: one per function. */
  functionId: string;
  signature: 'cloudevent' | 'legacy';
  eventType: string;
  kind: DocumentEventKind;
  database: string;
  namespace: string;
  pattern: DocumentPattern;
  registeredAt: string;
}

/** The registration as GET /emulator/v1/projects/{p}/triggers lists it. */
export interface TriggerRegistrationInfo {
  key: string;
  functionId: string;
  signature: 'cloudevent' | 'legacy';
  eventType: string;
  database: string;
  namespace: string;
  document: string;
  matchType: MatchType;
  registeredAt: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw invalidArgument(`The trigger registration needs ${what} (a non-empty string).`);
  return value;
}

export function functionIdOf(key: string): string {
  return /^(.+)-\d+$/.exec(key)?.[1] ?? key;
}

function eventKind(eventType: string): DocumentEventKind {
  const kind = eventKindOf(eventType);
  if (!kind) throw invalidArgument(`"${eventType}" is not a Firestore document event type.`);
  return kind;
}

export class TriggerRegistry {
  private readonly byFunction = new Map<string, TriggerRegistration>();

  constructor(private readonly database: string) {}

  /** 2nd gen (eventarc-style) registration; returns it. */
  registerCloudEvent(key: string, body: Record<string, unknown>): TriggerRegistration {
    const eventType = requireString(body['eventType'], 'an eventType');
    const document = body['document'];
    if (!isObject(document)) throw invalidArgument('The trigger registration needs document: {value, matchType}.');
    const matchType = document['matchType'] ?? 'EXACT';
    if (matchType !== 'EXACT' && matchType !== 'PATH_PATTERN') {
      throw invalidArgument(`document.matchType must be EXACT or PATH_PATTERN, not ${JSON.stringify(matchType)}.`);
    }
    return this.add({
      key,
      functionId: functionIdOf(key),
      signature: 'cloudevent',
      eventType,
      kind: eventKind(eventType),
      database: requireString(body['database'] ?? '(default)', 'a database'),
      namespace: requireString(body['namespace'] ?? '(default)', 'a namespace'),
      pattern: compileDocumentPattern(requireString(document['value'], 'document.value'), matchType),
      registeredAt: new Date().toISOString(),
    });
  }

  /** 1st gen registration. */
  registerLegacy(key: string, body: Record<string, unknown>): TriggerRegistration {
    const trigger = body['eventTrigger'];
    if (!isObject(trigger)) throw invalidArgument('The trigger registration needs eventTrigger: {eventType, resource}.');
    const eventType = requireString(trigger['eventType'], 'eventTrigger.eventType');
    const resource = requireString(trigger['resource'], 'eventTrigger.resource');
    const parsed = /^projects\/[^/]+\/databases\/([^/]+)\/documents\/(.+)$/.exec(resource);
    if (!parsed) throw invalidArgument(`eventTrigger.resource must be projects/{p}/databases/{d}/documents/{path}, not "${resource}".`);
    return this.add({
      key,
      functionId: functionIdOf(key),
      signature: 'legacy',
      eventType,
      kind: eventKind(eventType),
      database: parsed[1] as string,
      namespace: '(default)',
      // 1st-gen resources name wildcards `{id}`; a path without one is still a pattern here.
      pattern: compileDocumentPattern(parsed[2] as string, 'PATH_PATTERN'),
      registeredAt: new Date().toISOString(),
    });
  }

  private add(registration: TriggerRegistration): TriggerRegistration {
    this.byFunction.set(registration.functionId, registration);
    return registration;
  }

  /** The current registration of a function (it may have been replaced since an event was queued). */
  get(functionId: string): TriggerRegistration | undefined {
    return this.byFunction.get(functionId);
  }

  /** Registrations whose database and document pattern match a document of this server. */
  matching(segments: readonly string[]): TriggerRegistration[] {
    return [...this.byFunction.values()].filter((r) => r.database === this.database && r.namespace === '(default)' && r.pattern.matches(segments));
  }

  list(): TriggerRegistrationInfo[] {
    return [...this.byFunction.values()].map((r) => ({
      key: r.key,
      functionId: r.functionId,
      signature: r.signature,
      eventType: r.eventType,
      database: r.database,
      namespace: r.namespace,
      document: r.pattern.source,
      matchType: r.pattern.matchType,
      registeredAt: r.registeredAt,
    }));
  }

  get size(): number {
    return this.byFunction.size;
  }

  clear(): void {
    this.byFunction.clear();
  }
}
