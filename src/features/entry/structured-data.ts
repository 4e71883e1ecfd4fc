/** Structured data (schema.org JSON-LD) for entry pages: Recipe for recipes, Article otherwise. */
import type { Entry } from '@/domain/types';
import { SITE_NAME } from '@/ui/head/head-values';

/** The site's square icon, the publisher's logo in search results. */
const LOGO_PATH = '/icons/icon-512.png';

/**
 * Converts a free-text duration ('45 minutes', '1 hour 30 min', '2 hrs', '90') to ISO 8601
 * ('PT45M', 'PT1H30M', 'PT2H', 'PT1H30M'); null when no number of hours or minutes is found.
 */
export function toIsoDuration(text: string | null | undefined): string | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hour|hours)\b/.exec(lower);
  const minutes = /(\d+)\s*(?:m|min|mins|minute|minutes)\b/.exec(lower);
  const bare = /^\s*(\d+)\s*$/.exec(lower);
  if (!hours && !minutes && !bare) return null;
  let total = minutes ? Number(minutes[1]) : bare ? Number(bare[1]) : 0;
  if (hours) total += Math.round(Number(hours[1]) * 60);
  if (total <= 0) return null;
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}`;
}

function absolute(url: string | null, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

/** JSON-LD for an entry page; `origin` makes relative image URLs absolute. */
export function entryJsonLd(entry: Entry, origin: string): Record<string, unknown> {
  const image = absolute(entry.image_url, origin);
  const common = {
    '@context': 'https://schema.org',
    name: entry.title,
    headline: entry.title,
    description: entry.description ?? undefined,
    image: image ? [image] : undefined,
    datePublished: entry.published_at ?? undefined,
    dateModified: entry.updated_at,
    keywords: entry.cheese_types.length ? entry.cheese_types.map((t) => t.toLowerCase()).join(', ') : undefined,
    url: `${origin}/${entry.slug}`,
    // The byline's author (a partner's or an editor's public name), else the site itself.
    author: entry.author_name?.trim()
      ? { '@type': 'Person', name: entry.author_name.trim() }
      : { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/`, logo: { '@type': 'ImageObject', url: `${origin}${LOGO_PATH}` } },
  };
  if (entry.content_type !== 'recipe') return { ...common, '@type': 'Article' };
  return {
    ...common,
    '@type': 'Recipe',
    recipeYield: entry.serving_size ?? undefined,
    prepTime: toIsoDuration(entry.preparation_time) ?? undefined,
    // Only a preparation time is recorded: it is the whole time the recipe takes.
    totalTime: toIsoDuration(entry.preparation_time) ?? undefined,
    recipeIngredient: entry.ingredients.map((i) => [i.amount, i.item].filter(Boolean).join(' ').trim()).filter(Boolean),
    recipeInstructions: entry.instructions.map((s) => ({
      '@type': 'HowToStep',
      ...(s.step ? { name: s.step } : {}),
      text: s.description,
    })),
  };
}
