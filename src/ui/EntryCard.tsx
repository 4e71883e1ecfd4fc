/** A content card (discover grid, home feed, More Like This): image, type badge, title, description, reading time (a recipe: the time it takes to make). */
import { Link } from 'react-router-dom';
import type { Entry } from '@/domain/types';
import { contentTypeLabel } from '@/domain/content-type';
import { minRead, READY_IN } from '@/domain/messages/site';
import { RecipeTime, recipeTimeKey } from './RecipeTime';
import { SmartImage } from './SmartImage';

export interface EntryCardProps {
  entry: Pick<Entry, 'slug' | 'title' | 'description' | 'image_url' | 'image_alt' | 'image_placeholder' | 'content_type' | 'reading_time_minutes'> &
    Partial<Pick<Entry, 'preparation_time' | 'cook_time'>>;
  /** The image as resolved by the data layer (a local image held offline); defaults to image_url. */
  imageSrc?: string;
  headingLevel?: 2 | 3;
  /** The card is the first thing in view (its image loads at once, first). */
  priority?: boolean;
  /** Where the card shows (the landing feed's and More Like This's cards are narrower than the grids'). */
  imageSlot?: 'card' | 'feed-card' | 'related-card';
}

export function EntryCard({ entry, imageSrc, headingLevel = 3, priority = false, imageSlot = 'card' }: EntryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link to={`/${entry.slug}`} className="entry-card">
      <SmartImage
        src={imageSrc ?? entry.image_url}
        alt={entry.image_alt || entry.title}
        width={640}
        height={480}
        slot={imageSlot}
        placeholder={entry.image_placeholder}
        className="entry-card-image"
        priority={priority}
      />
      <div className="entry-card-body">
        <div className="entry-card-meta">
          <span className={`badge badge-${entry.content_type}`}>{contentTypeLabel(entry.content_type)}</span>
          {/* A recipe says how long it takes to make, not to read. */}
          {entry.content_type === 'recipe' ? (
            <RecipeTime
              key={recipeTimeKey('ready', entry.preparation_time, entry.cook_time)}
              kind="ready"
              preparation={entry.preparation_time}
              cooking={entry.cook_time}
              render={(time) => (
                <span className="reading-time recipe-time">
                  {READY_IN} {time}
                </span>
              )}
            />
          ) : entry.reading_time_minutes ? (
            <span className="reading-time">{minRead(entry.reading_time_minutes)}</span>
          ) : null}
        </div>
        <Heading className="entry-card-title">{entry.title}</Heading>
        {entry.description && <p className="entry-card-description">{entry.description}</p>}
      </div>
    </Link>
  );
}
