/** A discover card, with the image resolved through the data layer's cache. */
import { usePublicImage, type EntryCardRow } from '@/data/public';
import { EntryCard } from '@/ui/EntryCard';

export function DiscoverCard({ entry, priority = false }: { entry: EntryCardRow; priority?: boolean }) {
  return <EntryCard entry={entry} imageSrc={usePublicImage(entry.image_url)} headingLevel={2} priority={priority} />;
}
