// @vitest-environment node
import { BurstJoiner } from './burst-joiner.server';

describe("joining a writer's bursts", () => {
  it('passes what is written in one go on as one chunk, and a later write as its own', async () => {
    const joiner = new BurstJoiner();
    const chunks: string[] = [];
    joiner.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => joiner.on('end', resolve));
    joiner.write('<!DOCTYPE html>');
    joiner.write('<html><body>');
    joiner.write('<main>');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(['<!DOCTYPE html><html><body><main>']);
    // Later content (a Suspense boundary resolving) goes out on its own, as soon as its burst ends.
    joiner.write('<p>later</p>');
    joiner.write('</main>');
    joiner.end('</body></html>');
    await ended;
    expect(chunks).toEqual(['<!DOCTYPE html><html><body><main>', '<p>later</p></main></body></html>']);
  });
});
