/**
 * The SEO score (0–100, Great / Good / Needs Work), its stats, the checklist and the search-result
 * preview, plus the AI-readiness score (colours at 80 and 50). Inputs arrive debounced, and the
 * panel is memoised, so typing in a long article never waits for the scoring.
 */
import { Check, X } from 'lucide-react';
import { memo, useMemo } from 'react';
import { aiScore, displayUrl, previewDescription, previewTitle, seoScore, type ScoreCheck } from '@/domain';

export interface ScoreInputs {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  focusKeyword: string;
  hasImage: boolean;
}

function Checklist({ checks, label }: { checks: ScoreCheck[]; label: string }) {
  return (
    <ul className="score-checklist" aria-label={label}>
      {checks.map((c) => (
        <li key={c.id} className={c.passed ? 'passed' : 'todo'} data-check={c.id}>
          {c.passed ? <Check className="score-mark" size={16} aria-hidden="true" /> : <X className="score-mark" size={16} aria-hidden="true" />}{' '}
          <strong>{c.label}</strong> <span className="score-points">({c.points}/{c.max})</span>
          <span className="score-hint">{c.hint}</span>
        </li>
      ))}
    </ul>
  );
}

export const SeoPanel = memo(function SeoPanel({ inputs, origin }: { inputs: ScoreInputs; origin: string }) {
  const seo = useMemo(
    () => seoScore({ title: inputs.title, excerpt: inputs.excerpt, content: inputs.content, focusKeyword: inputs.focusKeyword, hasImage: inputs.hasImage, siteOrigin: origin }),
    [inputs, origin],
  );
  const ai = useMemo(() => aiScore(inputs.content, { hasImage: inputs.hasImage, title: inputs.title }), [inputs]);
  const seoTone = seo.score >= 80 ? 'green' : seo.score >= 50 ? 'orange' : 'red';
  const description = inputs.excerpt.trim() || inputs.title.trim();
  return (
    <aside className="builder-panel" aria-label="Search and AI scores">
      <section className="score-card" aria-labelledby="seo-score-heading">
        <h2 id="seo-score-heading">SEO Score</h2>
        <p className={`score-value score-${seoTone}`} data-testid="seo-score">
          <span className="score-number">{seo.score}</span>/100 <span className="score-label">{seo.label}</span>
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
        <Checklist checks={seo.checks} label="SEO checklist" />
      </section>
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
        <Checklist checks={ai.checks} label="AI checklist" />
      </section>
    </aside>
  );
});
