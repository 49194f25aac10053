// `npm run dev` only: reloads the page when a remote is redeployed or the shell server restarts,
// by watching the server's health report.
interface Health {
  pid?: number;
  remotes?: Array<{ name: string; version: string | null }>;
}

const signature = (health: Health) => JSON.stringify([health.pid, health.remotes?.map((remote) => remote.version)]);

export function reloadOnRedeploy(intervalMs = 1500): void {
  let last: string | null = null;
  const check = async () => {
    try {
      const health = (await (await fetch('/__health', { cache: 'no-store' })).json()) as Health;
      const current = signature(health);
      if (last !== null && current !== last) window.location.reload();
      last = current;
    } catch {
      // The shell is restarting: the next check sees the new process.
    }
  };
  void check();
  window.setInterval(check, intervalMs);
}
