/** An entry card of the home feed, with the image resolved through the data layer's cache. */
import type { Entry } from '@/domain/types';
import { contentTypeLabel } from '@/domain/content-type';
import { minRead } from '@/domain/messages';
import { useImageUrl } from '@/data';
import { EntryCard } from '@/ui/EntryCard';

export function FeedCard({ entry }: { entry: Entry }) {
  const src = useImageUrl(entry.image_url);
  return (
    <EntryCard
      href={`/${entry.slug}`}
      imageSrc={src ?? entry.image_url}
      imageAlt={entry.image_alt || entry.title}
      badgeKind={entry.content_type}
      badgeLabel={contentTypeLabel(entry.content_type)}
      title={entry.title}
      description={entry.description}
      readingTimeLabel={entry.reading_time_minutes ? minRead(entry.reading_time_minutes) : null}
    />
  );
}
