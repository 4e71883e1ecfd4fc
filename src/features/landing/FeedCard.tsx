/** An entry card of the home feed, with the image resolved through the data layer's cache. */
import { usePublicImage, type EntryCardRow } from '@/data/public';
import { EntryCard } from '@/ui/EntryCard';

export function FeedCard({ entry }: { entry: EntryCardRow }) {
  return <EntryCard entry={entry} imageSrc={usePublicImage(entry.image_url)} imageSlot="feed-card" />;
}
