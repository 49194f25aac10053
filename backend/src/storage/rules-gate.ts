// Asks the Storage rules about each access; the owner token skips the rules, as in the emulator.
import type { RulesMethod, StorageRulesEngine } from '../rules/types';
import type { Caller } from '../server/auth';
import type { Logger } from '../server/persistence';
import { forbidden } from './errors';
import { toRulesObject, type StoredObject } from './object-metadata';

export interface StorageGate {
  engine: StorageRulesEngine;
  log: Logger;
}

export interface ObjectAccess {
  method: RulesMethod;
  bucket: string;
  /** The object name, or for list the prefix without its trailing slash. */
  name: string;
  resource: StoredObject | null;
  newResource?: StoredObject | null;
}

/** True when the caller is the owner or the rules allow the access. */
export function isAllowed(gate: StorageGate, caller: Caller, access: ObjectAccess, time: Date): { allowed: boolean; reason: string } {
  if (caller.kind === 'owner') return { allowed: true, reason: 'the owner token bypasses the rules' };
  try {
    return gate.engine.evaluate({
      method: access.method,
      bucket: access.bucket,
      name: access.name,
      auth: caller.kind === 'user' ? caller.auth : null,
      time,
      resource: access.resource === null ? null : toRulesObject(access.resource),
      newResource: access.newResource == null ? null : toRulesObject(access.newResource),
    });
  } catch (e) {
    // An engine failure must deny, never allow.
    const message = e instanceof Error ? e.message : String(e);
    gate.log('error', `Storage rules evaluation failed for ${access.method} ${access.name}: ${message}`);
    return { allowed: false, reason: `the rules could not be evaluated (${message})` };
  }
}

/** Throws 403 (storage/unauthorized in the SDK) unless the access is allowed. */
export function authorize(gate: StorageGate, caller: Caller, access: ObjectAccess, time: Date, headers?: Record<string, string>): void {
  const decision = isAllowed(gate, caller, access, time);
  if (!decision.allowed) throw forbidden(`Permission denied. ${decision.reason}.`, headers);
}
