import { describe, expect, it } from 'vitest';
import { searchPlainText } from './search-plain';

describe('the plain text search snippets are cut from', () => {
  it('drops a table’s --- row and keeps its cells and rows apart', () => {
    expect(searchPlainText('| Cheese type | Try | Avoid |\n|---|:---:|---|\n| Fresh | Light whites | Heavy reds |')).toBe(
      'Cheese type · Try · Avoid · Fresh · Light whites · Heavy reds',
    );
  });
  it('drops list markers, headings’ #, emphasis and rules; items and headings end at a separator', () => {
    expect(searchPlainText('## Choose for contrast\n\nPick one:\n\n- **Something soft:** Brie\n- Something firm\n\n---\n\n1. Heat the oven')).toBe(
      'Choose for contrast · Pick one: Something soft: Brie · Something firm · Heat the oven',
    );
  });
  it('keeps a link’s text, drops URLs, pictures, HTML and code fences (not the code’s words)', () => {
    expect(searchPlainText('See [the FSA](https://www.food.gov.uk/). ![a wedge](/x.png)\n```\nmelt slowly\n```')).toBe('See the FSA. melt slowly');
  });
  it('leaves plain prose as it is, soft line breaks joined', () => {
    expect(searchPlainText('Three to five cheeses\nis the sweet spot.')).toBe('Three to five cheeses is the sweet spot.');
    expect(searchPlainText(null)).toBe('');
  });
});
