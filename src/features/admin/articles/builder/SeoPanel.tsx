/**
 * The SEO score (0–100, Great / Good / Needs Work, with the points to the next level), its stats, the
 * checklist and the search-result preview, plus the AI-readiness score (colours at 80 and 50), and
 * for recipes the "Recipe data" checklist: Google's required and recommended Recipe properties, from
 * the same check that writes the page's JSON-LD (src/domain/recipe/recipe-data-check.ts). A check not
 * met yet is a to-do (a hollow circle), not an error; an empty article shows no checklist yet. Inputs
 * arrive debounced, and the panel is memoised, so typing in a long article never waits for the scoring.
 */
import { Check, Circle, X } from 'lucide-react';
import { memo, useMemo } from 'react';
import { aiScore, displayUrl, previewDescription, previewTitle, seoNextLevel, seoScore, type ScoreCheck } from '@/domain';
import { NOT_CARRIED, recipeDataCheck, type RecipeSource } from '@/domain/recipe/recipe-data-check';

export interface ScoreInputs {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  focusKeyword: string;
  hasImage: boolean;
}

/** Shown instead of the checklists while the article has neither a title nor content. */
export const SCORES_NOT_STARTED = 'Add a title and some content: the checks appear as you write.';

function Checklist({ checks, label, empty }: { checks: ScoreCheck[]; label: string; empty: boolean }) {
  if (empty) return <p className="score-hint score-not-started">{SCORES_NOT_STARTED}</p>;
  return (
    <ul className="score-checklist" aria-label={label}>
      {checks.map((c) => (
        <li key={c.id} className={c.passed ? 'passed' : 'todo'} data-check={c.id}>
          {c.passed ? <Check className="score-mark" size={16} aria-hidden="true" /> : <Circle className="score-mark" size={16} aria-hidden="true" />}{' '}
          <span className="visually-hidden">{c.passed ? 'Done:' : 'To do:'} </span>
          <strong>{c.label}</strong> <span className="score-points">({c.points}/{c.max})</span>
          <span className="score-hint">{c.hint}</span>
        </li>
      ))}
    </ul>
  );
}

function RecipeDataCard({ recipe }: { recipe: RecipeSource }) {
  const check = useMemo(() => recipeDataCheck(recipe, { beforePublishing: true }), [recipe]);
  const required = check.missingRequired.length;
  const recommended = check.missingRecommended.length;
  return (
    <section className="score-card" aria-labelledby="recipe-data-heading" data-testid="recipe-data">
      <h2 id="recipe-data-heading">Recipe data</h2>
      <p className="score-value" data-testid="recipe-data-summary">
        {required + recommended === 0
          ? 'Every required and recommended property our fields carry is filled in.'
          : `Missing: ${required} required, ${recommended} recommended.`}
      </p>
      <ul className="score-checklist" aria-label="Recipe data checklist">
        {check.items.map((i) => (
          <li key={i.property} className={i.present ? 'passed' : i.level === 'required' ? 'todo missing-required' : 'todo'} data-property={i.property}>
            {/* A missing required property stops the recipe's rich result: marked as a problem; a recommended one is a to-do. */}
            {i.present ? <Check className="score-mark" size={16} aria-hidden="true" />
              : i.level === 'required' ? <X className="score-mark" size={16} aria-hidden="true" /> : <Circle className="score-mark" size={16} aria-hidden="true" />}{' '}
            <span className="visually-hidden">{i.present ? 'Present:' : 'Missing:'} </span>
            <strong>{i.property}</strong> <span className="score-points">({i.level})</span>
            <span className="score-hint">{i.note}</span>
          </li>
        ))}
      </ul>
      <p className="score-hint recipe-data-not-carried">
        Not carried (no field for them): {NOT_CARRIED.map((n) => n.property).join(', ')}.
      </p>
    </section>
  );
}

export const SeoPanel = memo(function SeoPanel({ inputs, origin, recipe }: { inputs: ScoreInputs; origin: string; recipe?: RecipeSource | null }) {
  const seo = useMemo(
    () => seoScore({ title: inputs.title, excerpt: inputs.excerpt, content: inputs.content, focusKeyword: inputs.focusKeyword, hasImage: inputs.hasImage, siteOrigin: origin }),
    [inputs, origin],
  );
  const ai = useMemo(() => aiScore(inputs.content, { hasImage: inputs.hasImage, title: inputs.title }), [inputs]);
  const seoTone = seo.score >= 80 ? 'green' : seo.score >= 50 ? 'orange' : 'red';
  const description = inputs.excerpt.trim() || inputs.title.trim();
  const empty = !inputs.title.trim() && !inputs.content.trim();
  const next = seoNextLevel(seo.score);
  return (
    <aside className="builder-panel" aria-label="Search and AI scores">
      <section className="score-card" aria-labelledby="seo-score-heading">
        <h2 id="seo-score-heading">SEO Score</h2>
        <p className={`score-value score-${seoTone}`} data-testid="seo-score">
          <span className="score-number">{seo.score}</span>/100 <span className="score-label">{seo.label}</span>
          {next && <span className="score-next"> · {next}</span>}
        </p>
        <dl className="score-stats">
          <div><dt>Title</dt><dd>{seo.stats.titleLength} / 60</dd></div>
          <div><dt>Excerpt</dt><dd>{seo.stats.excerptLength} / 160</dd></div>
          <div><dt>Words</dt><dd data-testid="seo-words">{seo.stats.wordCount}</dd></div>
          <div><dt>Keyword uses</dt><dd>{seo.stats.keywordCount}</dd></div>
          <div><dt>Keyword density</dt><dd>{seo.stats.keywordDensity}%</dd></div>
          <div><dt>H2 headings</dt><dd>{seo.stats.h2Count}</dd></div>
          <div><dt>External links</dt><dd>{seo.stats.externalLinks}</dd></div>
        </dl>
        <Checklist checks={seo.checks} label="SEO checklist" empty={empty} />
      </section>
      {recipe && <RecipeDataCard recipe={recipe} />}
      <section className="score-card" aria-labelledby="search-preview-heading">
        <h2 id="search-preview-heading">Search Preview</h2>
        <div className="search-preview" data-testid="search-preview">
          <p className="search-preview-url">{displayUrl(origin, inputs.slug || 'your-slug')}</p>
          <p className="search-preview-title">{previewTitle(inputs.title) || 'Your title'}</p>
          <p className="search-preview-description">{previewDescription(description) || 'Your excerpt appears here.'}</p>
        </div>
      </section>
      <section className="score-card" aria-labelledby="ai-score-heading">
        <h2 id="ai-score-heading">AI Score</h2>
        <p className={`score-value score-${ai.colour}`} data-testid="ai-score" data-colour={ai.colour}>
          <span className="score-number">{ai.score}</span>/100
        </p>
        <Checklist checks={ai.checks} label="AI checklist" empty={empty} />
      </section>
    </aside>
  );
});
