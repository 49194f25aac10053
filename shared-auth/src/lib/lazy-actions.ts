// Account actions downloaded on their first call (see account-actions.ts). A download that fails
// answers like any failed action, `{ success: false, error }` with a message a person can act on,
// and the next call tries again.
import type * as Actions from './auth-actions';
import type { ActionResult } from './auth-actions';

export const ACTIONS_UNAVAILABLE_ERROR = 'This could not be done: the page could not load what it needs. Check your connection and try again.';

type AsyncAction = (...args: never[]) => Promise<ActionResult<unknown>>;
type ActionName = { [Name in keyof typeof Actions]: (typeof Actions)[Name] extends AsyncAction ? Name : never }[keyof typeof Actions];

/**
 * Gives `action(name)`: the action of auth-actions.ts by that name, loaded with `load` (the dynamic
 * import; a test can give another) on its first call.
 */
export function lazyActions(load: () => Promise<typeof Actions>) {
  return <Name extends ActionName>(name: Name) =>
    (async (...args: Parameters<(typeof Actions)[Name]>) => {
      let actions: typeof Actions;
      try {
        actions = await load();
      } catch {
        return { success: false, error: ACTIONS_UNAVAILABLE_ERROR, code: 'unavailable' };
      }
      return (actions[name] as (...values: typeof args) => ReturnType<(typeof Actions)[Name]>)(...args);
    }) as (typeof Actions)[Name];
}
