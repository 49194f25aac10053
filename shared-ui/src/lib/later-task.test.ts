import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLaterTask } from './later-task';

/** Resolves after the tasks queued so far (a zero-delay timer queued after them). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('inLaterTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs the work in a later task, not in the current one', async () => {
    const work = vi.fn();
    inLaterTask(work);
    expect(work).not.toHaveBeenCalled();
    await nextTask();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancelled before it runs, the work never runs', async () => {
    const work = vi.fn();
    const cancel = inLaterTask(work);
    cancel();
    await nextTask();
    expect(work).not.toHaveBeenCalled();
  });

  it('cancelled after it ran, the cleanup the work returned is called once', async () => {
    const cleanup = vi.fn();
    const cancel = inLaterTask(() => cleanup);
    await nextTask();
    expect(cleanup).not.toHaveBeenCalled();
    cancel();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it("uses the browser's scheduler.postTask where there is one, with the priority asked for, and aborts it on cancel", async () => {
    const posted: Array<{ priority: string; signal: AbortSignal; work: () => void }> = [];
    vi.stubGlobal('scheduler', {
      postTask: (work: () => void, options: { priority: string; signal: AbortSignal }) => {
        posted.push({ work, ...options });
        return new Promise<void>(() => undefined);
      },
    });
    const work = vi.fn();
    const cancel = inLaterTask(work, 'user-visible');
    expect(posted.map((task) => task.priority)).toEqual(['user-visible']);
    posted[0]!.work();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(posted[0]!.signal.aborted).toBe(true);
  });

  it('reports an error the work throws under postTask as an uncaught error, and stays quiet about a cancelled task', async () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    let reject: (error: unknown) => void = () => undefined;
    vi.stubGlobal('scheduler', {
      postTask: () =>
        new Promise<void>((_resolve, rejectTask) => {
          reject = rejectTask;
        }),
    });
    inLaterTask(() => undefined);
    reject(new Error('broken'));
    await nextTask();
    expect(reported).toEqual([new Error('broken')]);

    const cancel = inLaterTask(() => undefined);
    cancel();
    reject(new DOMException('Aborted', 'AbortError'));
    await nextTask();
    expect(reported).toHaveLength(1);
  });
});
