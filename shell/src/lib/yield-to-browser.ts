// Ends the current task so the browser can paint, handle input and run other work before the
// next step (start-up is split this way, see bootstrap.tsx). scheduler.yield() where the browser
// has it (the continuation keeps its priority); otherwise a message-channel task, which, unlike
// setTimeout, is not throttled in a background tab.

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
