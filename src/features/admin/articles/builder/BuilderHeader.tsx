/**
 * The builder's sticky header (one row, phones too): back link, heading over the save status (with
 * Retry Now), Save Draft and Publish/Update. On a live article Save Draft says, in its tooltip and
 * accessible description, that it takes the article off the site (the builder also asks first).
 */
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/ui/Button';
import { APPLE, ariaShortcut, shortcutLabel } from './shortcuts';

export interface BuilderHeaderProps {
  isNew: boolean;
  status: string;
  onRetry: (() => void) | null;
  mainLabel: string;
  /** Where Back goes (default the admin list). */
  back?: { to: string; label: string };
  saving: boolean;
  /** The article is on the site (or scheduled): Save Draft would take it off. */
  live?: boolean;
  onSaveDraft: () => void;
  onPublish: () => void;
}

export function BuilderHeader(p: BuilderHeaderProps) {
  return (
    <header className="builder-header">
      <Link to={p.back?.to ?? '/admin/articles'} className="builder-back">
        <ArrowLeft size={18} aria-hidden="true" /> <span className="builder-back-text">{p.back?.label ?? 'Back to Articles'}</span>
      </Link>
      {/* Heading and status share one column: on a phone the bar stays one row. */}
      <div className="builder-title">
        <h1>{p.isNew ? 'New Article' : 'Edit Article'}</h1>
        <p className="builder-status" role="status" aria-label="Save status" data-testid="save-status">
          {p.status}
          {p.onRetry && (
            <button type="button" className="btn btn-ghost btn-small" onClick={p.onRetry}>Retry Now</button>
          )}
        </p>
      </div>
      <div className="builder-actions">
        <Button variant="outline" onClick={p.onSaveDraft} disabled={p.saving}
          title={p.live ? 'Save as a draft: takes this article off the site' : `Save draft (${shortcutLabel('save', APPLE)})`}
          aria-describedby={p.live ? 'save-draft-unpublishes' : undefined}
          aria-keyshortcuts={p.live ? undefined : ariaShortcut('save', APPLE)}>Save Draft</Button>
        {p.live && <span id="save-draft-unpublishes" className="visually-hidden">Takes this article off the site</span>}
        <Button onClick={p.onPublish} disabled={p.saving}>{p.mainLabel}</Button>
      </div>
    </header>
  );
}
