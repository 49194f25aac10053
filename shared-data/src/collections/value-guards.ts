// The two checks every reader of stored or sent data starts from. No imports on purpose: the type
// modules (types/catalog.ts) and the pricing modules read with them, so anything here that imported
// those would make a cycle.

/** A plain object (a Firestore map), not null and not a list. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite amount of 0 or more, or null. */
export const asAmount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
