import { describe, expect, it } from 'vitest';
import { imageUploadUrl } from './image-upload-url';

describe('imageUploadUrl', () => {
  it('on the site: its own origin, or VITE_FUNCTIONS_URL', () => {
    expect(imageUploadUrl({ functionsBase: '', pageUrl: 'https://www.cheezopedia.com/admin' })).toBe('/.netlify/functions/image-upload');
    expect(imageUploadUrl({ functionsBase: 'https://fn.example', pageUrl: 'https://www.cheezopedia.com/admin' })).toBe('https://fn.example/.netlify/functions/image-upload');
  });

  it('in the desktop editor (app://): VITE_FUNCTIONS_URL, else its backend (the local one serves the functions)', () => {
    expect(imageUploadUrl({ functionsBase: 'https://www.cheezopedia.com', supabaseUrl: 'https://ref.supabase.co', pageUrl: 'app://cheezopedia/admin' })).toBe('https://www.cheezopedia.com/.netlify/functions/image-upload');
    expect(imageUploadUrl({ functionsBase: '', supabaseUrl: 'http://localhost:4173', pageUrl: 'app://cheezopedia/admin' })).toBe('http://localhost:4173/.netlify/functions/image-upload');
  });
});
