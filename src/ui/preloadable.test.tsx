import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** What one synchronous render shows (a component that suspends shows the fallback). */
const firstRender = (node: React.ReactNode) => renderToString(<Suspense fallback={<p>loading</p>}>{node}</Suspense>);

describe('preloadable', () => {
  it('renders at once, without suspending, once its code was loaded ahead (fetched once)', async () => {
    let calls = 0;
    const Component = preloadable(async () => {
      calls += 1;
      return Hello;
    });
    await Promise.all([Component.load(), Component.load()]);
    const html = firstRender(<Component name="Ada" />);
    expect(html).toContain('<p>Hello <!-- -->Ada</p>');
    expect(html).not.toContain('loading');
    expect(calls).toBe(1);
  });

  it('suspends like React.lazy when rendered before its code arrived', () => {
    const Component = preloadable(() => new Promise<typeof Hello>(() => undefined));
    expect(firstRender(<Component name="Bo" />)).toContain('loading');
  });

  it('tries a failed load again on the next call', async () => {
    let fail = true;
    const Component = preloadable(async () => {
      if (fail) throw new Error('offline');
      return Hello;
    });
    await expect(Component.load()).rejects.toThrow('offline');
    fail = false;
    await expect(Component.load()).resolves.toBe(Hello);
  });
});
