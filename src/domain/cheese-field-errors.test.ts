import { describe, expect, it } from 'vitest';
import { emptyCheeseForm, validateCheese } from './cheese-rules';
import { cheeseFieldErrors, firstInvalidField } from './cheese-field-errors';

const filled = { name: 'Comté', type: 'hard', milk: 'cow', origin_country: 'France', origin_region: '', ageing_period: '', description: 'Nutty.', image_url: '/x.svg' };

describe('cheeseFieldErrors', () => {
  it('names every missing required field of an empty form, first the name', () => {
    const errors = cheeseFieldErrors(emptyCheeseForm());
    expect(Object.keys(errors).sort()).toEqual(['description', 'image_url', 'milk', 'name', 'origin_country', 'type']);
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('flags values outside the lists and agrees with validateCheese', () => {
    const errors = cheeseFieldErrors({ ...filled, milk: 'Camel' });
    expect(errors).toEqual({ milk: 'Choose one of the listed milks.' });
    expect(firstInvalidField(errors)).toBe('milk');
    expect(validateCheese({ ...filled, milk: 'Camel' }).ok).toBe(false);
    expect(cheeseFieldErrors(filled)).toEqual({});
    expect(validateCheese(filled).ok).toBe(true);
    expect(firstInvalidField({})).toBeNull();
  });

  it('treats blank text as missing', () => {
    expect(cheeseFieldErrors({ ...filled, description: '   ', image_url: ' ' })).toEqual({
      description: 'Write a short description.',
      image_url: 'Upload an image of the cheese.',
    });
  });
});
