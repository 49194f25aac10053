import { describe, expect, it } from 'vitest';
import { LockManager } from './lock-manager';

describe('LockManager', () => {
  it('queues a second transaction until the first releases, in arrival order', async () => {
    const locks = new LockManager(1_000);
    await locks.acquire('t1', 'c/d');
    const order: string[] = [];
    const t2 = locks.acquire('t2', 'c/d').then(() => order.push('t2'));
    const t3 = locks.acquire('t3', 'c/d').then(() => order.push('t3'));
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual([]);
    locks.release('t1', ['c/d']);
    await t2;
    expect(locks.holder('c/d')).toBe('t2');
    locks.release('t2', ['c/d']);
    await t3;
    expect(order).toEqual(['t2', 't3']);
  });

  it('aborts the request that would close a wait cycle', async () => {
    const locks = new LockManager(1_000);
    await locks.acquire('t1', 'a');
    await locks.acquire('t2', 'b');
    const waiting = locks.acquire('t1', 'b');
    await expect(locks.acquire('t2', 'a')).rejects.toMatchObject({ httpStatus: 409, status: 'ABORTED' });
    locks.release('t2', ['b']);
    await waiting;
    expect(locks.holder('b')).toBe('t1');
  });

  it('gives up after the wait timeout with ABORTED', async () => {
    const locks = new LockManager(30);
    await locks.acquire('t1', 'x');
    await expect(locks.acquire('t2', 'x')).rejects.toThrow(/stayed locked by another transaction for 30 ms/);
    locks.release('t1', ['x']);
    expect(locks.holder('x')).toBeUndefined();
  });
});
