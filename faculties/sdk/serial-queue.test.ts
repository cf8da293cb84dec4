import { expect } from '@esm-bundle/chai';
import { serialQueue } from './serial-queue.ts';

describe('serialQueue', () => {
  it('starts each task when the one before it settled, and a failure does not block the next', async () => {
    const serial = serialQueue();
    const log: string[] = [];
    const slow = serial(async () => {
      await new Promise((r) => setTimeout(r, 20));
      log.push('slow');
      throw new Error('slow failed');
    });
    const fast = serial(async () => {
      log.push('fast');
      return 2;
    });
    await slow.catch((err: Error) => log.push(err.message));
    expect(await fast).to.equal(2);
    expect(log).to.deep.equal(['slow', 'slow failed', 'fast']);
  });

  it('keeps queues apart: one store waits only for its own tasks', async () => {
    const a = serialQueue();
    const b = serialQueue();
    const log: string[] = [];
    const held = a(() => new Promise<void>((r) => setTimeout(() => (log.push('a'), r()), 20)));
    await b(async () => log.push('b'));
    await held;
    expect(log).to.deep.equal(['b', 'a']);
  });
});
