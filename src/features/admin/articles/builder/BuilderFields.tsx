/** The builder's metadata fields: title ('/ 60'), slug with URL preview, focus keyword, excerpt ('/ 160'), type, publish date, featured image, cheese types. */
import { memo, type Dispatch } from 'react';
import { useImageUrl } from '@/data/react';
import { CONTENT_TYPE_OPTIONS, charCount, ENTRY_TEXT_LIMITS, entryUrl, EXCERPT_OPTIMAL, TITLE_OPTIMAL } from '@/domain';
import { FieldError, fieldErrorId } from '@/ui/FieldError';
import { fromLocalInput, toLocalInput, type BuilderAction } from './form-state';

export interface BuilderFieldsProps {
  title: string;
  slug: string;
  focusKeyword: string;
  excerpt: string;
  contentType: string;
  publishAt: string | null;
  /** Partners cannot publish or schedule: the publish date is hidden. */
  hidePublishAt?: boolean;
  imageUrl: string | null;
  imageAlt: string;
  cheeseTypes: string[];
  origin: string;
  dispatch: Dispatch<BuilderAction>;
  onEditImage: () => void;
  /** Why a save was refused, per field (shown under the field, which is marked invalid). */
  errors?: { title?: string; slug?: string };
}

/** aria-invalid and aria-describedby of a field with an optional error and its own description. */
function described(id: string, own: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${fieldErrorId(id)} ${own}` : own };
}

function counterClass(n: number, band: { min: number; max: number }): string {
  return n === 0 ? 'counter' : n >= band.min && n <= band.max ? 'counter good' : n > band.max ? 'counter over' : 'counter';
}

export const BuilderFields = memo(function BuilderFields(p: BuilderFieldsProps) {
  const { dispatch } = p;
  const titleLength = charCount(p.title);
  const excerptLength = charCount(p.excerpt);
  const image = useImageUrl(p.imageUrl);
  const scheduled = p.publishAt !== null && Date.parse(p.publishAt) > Date.now();
  return (
    <div className="builder-section builder-fields">
      <div className="field">
        <label htmlFor="article-title">Title</label>
        <input id="article-title" className="input input-title" value={p.title} placeholder="Article title" maxLength={ENTRY_TEXT_LIMITS.title}
          {...described('article-title', 'title-counter', p.errors?.title)} onChange={(e) => dispatch({ type: 'title', value: e.target.value })} />
        <FieldError fieldId="article-title" message={p.errors?.title} />
        <span id="title-counter" className={counterClass(titleLength, TITLE_OPTIMAL)}>{titleLength} / 60</span>
      </div>
      <div className="field">
        <label htmlFor="article-slug">Slug</label>
        <input id="article-slug" className="input" value={p.slug} placeholder="article-slug" {...described('article-slug', 'slug-preview', p.errors?.slug)}
          onChange={(e) => dispatch({ type: 'slug', value: e.target.value })} />
        <FieldError fieldId="article-slug" message={p.errors?.slug} />
        <span id="slug-preview" className="hint" data-testid="slug-preview">{entryUrl(p.origin, p.slug || 'your-slug')}</span>
      </div>
      <div className="builder-grid-2">
        <div className="field">
          <label htmlFor="article-keyword">Focus Keyword</label>
          <input id="article-keyword" className="input" value={p.focusKeyword} placeholder="e.g. aged gouda" maxLength={ENTRY_TEXT_LIMITS.focus_keyword}
            onChange={(e) => dispatch({ type: 'text', field: 'focus_keyword', value: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="article-type">Type</label>
          <select id="article-type" className="select" value={p.contentType}
            onChange={(e) => dispatch({ type: 'text', field: 'content_type', value: e.target.value })}>
            {CONTENT_TYPE_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor="article-excerpt">Excerpt</label>
        <textarea id="article-excerpt" className="textarea excerpt" rows={3} value={p.excerpt} aria-describedby="excerpt-counter" maxLength={ENTRY_TEXT_LIMITS.description}
          placeholder="A short summary for cards and search results (empty: the title is used)"
          onChange={(e) => dispatch({ type: 'text', field: 'description', value: e.target.value })} />
        <span id="excerpt-counter" className={counterClass(excerptLength, EXCERPT_OPTIMAL)}>{excerptLength} / 160</span>
      </div>
      <div className="builder-grid-2">
        {!p.hidePublishAt && <div className="field">
          <label htmlFor="article-publish-at">Publish Date (optional)</label>
          <input id="article-publish-at" className="input" type="datetime-local" value={toLocalInput(p.publishAt)}
            aria-describedby="publish-at-hint" onChange={(e) => dispatch({ type: 'publishAt', value: fromLocalInput(e.target.value) })} />
          <span id="publish-at-hint" className="hint">
            {scheduled ? 'A future date schedules the article: it goes public at that time.' : 'Empty: published when you publish.'}
          </span>
        </div>}
        <div className="field">
          <label htmlFor="article-cheese-types">Cheese Types (comma separated)</label>
          <input id="article-cheese-types" className="input" value={p.cheeseTypes.join(',')} placeholder="Brie, Camembert"
            onChange={(e) => dispatch({ type: 'cheeseTypes', value: e.target.value === '' ? [] : e.target.value.split(',') })} />
        </div>
      </div>
      <div className="field featured-image-field">
        <span className="field-label" id="featured-image-label">Featured Image</span>
        <div className="featured-image-row" aria-labelledby="featured-image-label">
          {image ? (
            <img src={image} alt={p.imageAlt} width={160} height={90} className="featured-thumb" data-testid="featured-image" />
          ) : (
            <span className="muted">No featured image</span>
          )}
          <button type="button" className="btn btn-outline" onClick={p.onEditImage}>
            {p.imageUrl ? 'Change Featured Image' : 'Add Featured Image'}
          </button>
        </div>
      </div>
    </div>
  );
});
