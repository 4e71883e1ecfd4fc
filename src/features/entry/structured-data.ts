/** Structured data (schema.org JSON-LD) for entry pages: Recipe for recipes, Article otherwise. */
import { imageHostRules } from '@/config/images';
import { structuredDataImages, type ImageHostRules } from '@/domain/image-variants';
import { entryKeywords, recipeValues } from '@/domain/recipe/recipe-data-check';
import type { Entry } from '@/domain/types';
import { absoluteImageUrl } from '@/domain/public-image-url';
import { rasterSource } from '@/domain/share-image';
import { SITE_NAME } from '@/ui/head/head-values';

/** The site's square icon, the publisher's logo in search results. */
const LOGO_PATH = '/icons/icon-512.png';

/**
 * JSON-LD for an entry page; `origin` makes relative image URLs absolute. The picture is given as
 * CDN crops in the ratios search engines use (1:1, 4:3, 16:9) when the CDN serves it (an
 * illustration: crops of its raster twin). A recipe's
 * properties are the ones src/domain/recipe/recipe-data-check.ts computes, the same the builder's
 * "Recipe data" checklist reports.
 */
export function entryJsonLd(entry: Entry, origin: string, rules: ImageHostRules = imageHostRules): Record<string, unknown> {
  // An illustration is given as crops of its raster twin (search engines read raster pictures).
  const images = entry.image_url?.trim()
    ? structuredDataImages(rasterSource(entry.image_url), rules).map((u) => absoluteImageUrl(u, origin)).filter((u): u is string => !!u)
    : [];
  const url = `${origin}/${entry.slug}`;
  const common = {
    '@context': 'https://schema.org',
    name: entry.title,
    headline: entry.title,
    description: entry.description ?? undefined,
    image: images.length ? images : undefined,
    datePublished: entry.published_at ?? undefined,
    dateModified: entry.updated_at,
    keywords: entryKeywords(entry.focus_keyword, entry.cheese_types),
    url,
    mainEntityOfPage: url,
    // The byline's author (a partner's or an editor's public name), else the site itself.
    author: entry.author_name?.trim()
      ? { '@type': 'Person', name: entry.author_name.trim() }
      : { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/`, logo: { '@type': 'ImageObject', url: `${origin}${LOGO_PATH}` } },
  };
  if (entry.content_type !== 'recipe') return { ...common, '@type': 'Article' };
  const recipe = recipeValues(entry);
  return {
    ...common,
    '@type': 'Recipe',
    description: recipe.description,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: recipe.totalTime,
    recipeYield: recipe.recipeYield,
    recipeCategory: recipe.recipeCategory,
    keywords: recipe.keywords,
    recipeIngredient: recipe.recipeIngredient,
    recipeInstructions: recipe.recipeInstructions,
  };
}
