import { UnavailableError } from '@/server/domain/errors';
import { SEARCH_BUSY, createSearchGate } from '@/server/services/search/searchGate';

/** A piece of work that ends when the test says so, recording when it started. */
function pending(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = async () => {
    started.push(name);
    await done;
    return name;
  };
  return { work, finish };
}

describe('search gate', () => {
  it('runs one search at a time, queues the next in order and answers 503 past the queue', async () => {
    const gate = createSearchGate({ running: 1, waiting: 1 });
    const started: string[] = [];
    const a = pending(started, 'a');
    const b = pending(started, 'b');
    const first = gate(a.work);
    const second = gate(b.work);
    await expect(gate(async () => 'c')).rejects.toEqual(new UnavailableError(SEARCH_BUSY));
    expect(started).toEqual(['a']);

    a.finish();
    await expect(first).resolves.toBe('a');
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a', 'b']);
    b.finish();
    await expect(second).resolves.toBe('b');
  });

  it('frees its place when a search fails', async () => {
    const gate = createSearchGate({ running: 1, waiting: 0 });
    await expect(gate(() => Promise.reject(new RangeError('broken')))).rejects.toBeInstanceOf(RangeError);
    await new Promise((r) => setImmediate(r));
    await expect(gate(async () => 'next')).resolves.toBe('next');
  });
});
