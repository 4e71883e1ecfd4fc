import { describe, expect, it } from 'vitest';
import { PAGE_PATH_SLUGS } from '@/domain/slug';
import { routes } from './routes';
import { privateRoutes } from './private-routes';

/** The first path segment of every page the site routes to by a fixed path (not /{slug}, not the catch-all). */
function fixedFirstSegments(): Set<string> {
  const paths = [...(routes[0].children ?? []), ...privateRoutes].map((r) => r.path?.split('/')[0]);
  return new Set(paths.filter((p): p is string => !!p && !p.startsWith(':') && p !== '*'));
}

describe('page paths entries may not take', () => {
  it('are exactly the first segments of the site’s fixed routes', () => {
    expect(new Set(PAGE_PATH_SLUGS)).toEqual(fixedFirstSegments());
  });

  it('include the legal pages', () => {
    expect(PAGE_PATH_SLUGS).toEqual(expect.arrayContaining(['privacy', 'terms']));
  });
});
