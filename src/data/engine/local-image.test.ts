import { describe, expect, it } from 'vitest';
import { localImageRefs, replaceRefs } from './writes/images';
import { localImageId } from './local-image';

const ID = '0b6f0d3e-3a59-4c43-9f43-6f1d7b7f6a11';

describe('local image references carrying a size fragment', () => {
  it('the id is read without the fragment', () => {
    expect(localImageId(`local-image:${ID}#1600x1200`)).toBe(ID);
    expect(localImageId(`local-image:${ID}`)).toBe(ID);
  });
  it('a body image keeps its size when its reference is replaced by the uploaded URL', () => {
    const patch = { content: `Intro\n\n![Cellar](local-image:${ID}#1920x2560)\n`, image_url: `local-image:${ID}` };
    expect(localImageRefs(patch)).toEqual([ID]);
    const out = replaceRefs(patch, new Map([[ID, 'https://x.supabase.co/storage/v1/object/public/cheezopedia/articles/1-a.webp']]));
    expect(out.content).toBe('Intro\n\n![Cellar](https://x.supabase.co/storage/v1/object/public/cheezopedia/articles/1-a.webp#1920x2560)\n');
    expect(out.image_url).toBe('https://x.supabase.co/storage/v1/object/public/cheezopedia/articles/1-a.webp');
  });
});
