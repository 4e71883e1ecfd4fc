/** An entry card of the home feed, with the image resolved through the data layer's cache. */
import type { Entry } from '@/domain/types';
import { useImageUrl } from '@/data';
import { EntryCard } from '@/ui/EntryCard';

export function FeedCard({ entry }: { entry: Entry }) {
  return <EntryCard entry={entry} imageSrc={useImageUrl(entry.image_url)} />;
}
