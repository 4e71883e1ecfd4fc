import { describe, expect, it } from 'vitest';
import { cheeseTypeRedirect } from './pages';

const at = (path: string) => cheeseTypeRedirect(new URL(`https://c.test${path}`));

describe('cheese-type URLs', () => {
  it('redirect a tag as written to its slug URL, the page kept', () => {
    expect(at('/cheese-types/gruy%C3%A8re')).toBe('/cheese-types/gruyere');
    expect(at('/cheese-types/Semi-Soft?page=2&utm=x')).toBe('/cheese-types/semi-soft?page=2');
    expect(at('/cheese-types/camembert%20de%20normandie')).toBe('/cheese-types/camembert-de-normandie');
  });
  it('leave slug URLs, other paths, empty and malformed tags alone', () => {
    for (const p of ['/cheese-types/gruyere', '/cheese-types/gruyere?page=2', '/discover', '/cheese-types/a/b', '/cheese-types/%21%21', '/cheese-types/%E0%A4%A']) expect(at(p), p).toBeNull();
  });
});
