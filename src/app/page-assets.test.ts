import { describe, expect, it } from 'vitest';
import { pageAssetTags } from './page-assets';

const manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_react-b.js'], css: ['assets/index-c.css'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_shared-d.js': { file: 'assets/shared-d.js', imports: ['_react-b.js'], css: ['assets/shared-d.css'] },
  'src/features/landing/LandingPage.tsx': { file: 'assets/LandingPage-e.js', imports: ['_shared-d.js', '_react-b.js'], css: ['assets/LandingPage-e.css'] },
};
const shell = '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-b.js"><link rel="stylesheet" crossorigin href="/assets/index-c.css">';

describe('pageAssetTags', () => {
  it('links the page chunk, its imports and their styles, stylesheets first, minus what the shell loads', () => {
    expect(pageAssetTags(manifest, 'src/features/landing/LandingPage.tsx', shell).split('\n    ')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/LandingPage-e.css">',
      '<link rel="stylesheet" crossorigin href="/assets/shared-d.css">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/LandingPage-e.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-d.js">',
    ]);
  });

  it('is empty for a module the build does not know', () => {
    expect(pageAssetTags(manifest, 'src/nowhere.tsx', shell)).toBe('');
  });
});
