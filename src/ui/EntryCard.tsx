/** A content card (discover grid, home feed, More Like This): image, type badge, title, description, reading time. */
import { Link } from 'react-router-dom';
import { SmartImage } from './SmartImage';

export interface EntryCardProps {
  href: string;
  imageSrc: string | null | undefined;
  imageAlt: string;
  badgeLabel: string;
  badgeKind: string;
  title: string;
  description: string | null;
  readingTimeLabel: string | null;
  headingLevel?: 2 | 3;
}

export function EntryCard(props: EntryCardProps) {
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link to={props.href} className="entry-card">
      <SmartImage src={props.imageSrc} alt={props.imageAlt} width={640} height={480} className="entry-card-image" />
      <div className="entry-card-body">
        <div className="entry-card-meta">
          <span className={`badge badge-${props.badgeKind}`}>{props.badgeLabel}</span>
          {props.readingTimeLabel && <span className="reading-time">{props.readingTimeLabel}</span>}
        </div>
        <Heading className="entry-card-title">{props.title}</Heading>
        {props.description && <p className="entry-card-description">{props.description}</p>}
      </div>
    </Link>
  );
}
