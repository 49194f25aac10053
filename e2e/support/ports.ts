// Ports of the end-to-end site, apart from `npm start`'s so both can run at once. E2E_PORT_BASE
// moves the whole set (two runs on one machine use different bases).

/** A site's ports from its first one: the shell, its four remotes, then its backend's servers. */
export function sitePorts(base: number) {
  return {
    shell: base,
    remotes: { 'catalog-mfe': base + 1, 'account-mfe': base + 2, 'content-mfe': base + 3, 'admin-mfe': base + 4 },
    firestore: base + 10,
    auth: base + 11,
    functions: base + 12,
    storage: base + 13,
    /** The local mail server (SMTP) and its viewer, whose JSON API the journeys read the mailbox from. */
    smtp: base + 14,
    mailWeb: base + 15,
  } as const;
}

export type SitePorts = ReturnType<typeof sitePorts>;

const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_PORTS = {
  ...sitePorts(base),
  /** First port of the sites journeys start for themselves (shell, then its four remotes). */
  isolatedSites: base + 200,
} as const;
