/** The builder's fields by name, for the note naming those another device changed. */
import type { EntryForm } from '@/domain';

/** The fields' labels, for the note naming those another device changed. */
const LABELS: Partial<Record<keyof EntryForm, string>> = {
  title: 'Title', slug: 'Slug', description: 'Excerpt', content: 'Content', focus_keyword: 'Focus Keyword', image_url: 'Featured image',
  image_alt: 'Image alt text', content_type: 'Type', cheese_types: 'Cheese Types', serving_size: 'Serving size',
  preparation_time: 'Preparation time', cook_time: 'Cook time', recipe_category: 'Recipe category', difficulty_level: 'Difficulty',
  ingredients: 'Ingredients', instructions: 'Instructions', publish_at: 'Publish Date', visible_in_feed: 'Show in feed', featured: 'Featured',
};

/** The labels of these fields, each once (the picture's placeholder goes with the picture). */
export function fieldLabels(keys: readonly (keyof EntryForm)[]): string[] {
  return [...new Set(keys.map((k) => LABELS[k]).filter((l): l is string => !!l))];
}
