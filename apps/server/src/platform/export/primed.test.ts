import { describe, expect, it } from 'vitest';
import { primed } from './primed.ts';

async function* failingAt(index: number, items: number[]): AsyncGenerator<number> {
  for (const [position, item] of items.entries()) {
    if (position === index) throw new Error(`failed at ${position}`);
    yield item;
  }
}

const collect = async (source: AsyncIterable<number>) => {
  const items: number[] = [];
  for await (const item of source) items.push(item);
  return items;
};

describe('primed', () => {
  it('rejects before anything is returned when the first item fails', async () => {
    await expect(primed(failingAt(0, [1, 2]))).rejects.toThrow('failed at 0');
  });

  it('hands every item on in order, the first one included, and nothing for an empty source', async () => {
    expect(await collect(await primed(failingAt(-1, [1, 2, 3])))).toEqual([1, 2, 3]);
    expect(await collect(await primed(failingAt(-1, [])))).toEqual([]);
  });

  it('lets a later failure surface while reading, so the stream is cut rather than ended cleanly', async () => {
    const source = await primed(failingAt(2, [1, 2, 3]));
    await expect(collect(source)).rejects.toThrow('failed at 2');
  });
});
