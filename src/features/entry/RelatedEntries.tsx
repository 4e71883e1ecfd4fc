/** More Like This: up to 10 other feed entries in a 3/2/1-per-view carousel. */
import { MORE_LIKE_THIS } from '@/domain/messages/site';
import { useLiveRelated, usePublicImage, type EntryCardRow } from '@/data/public';
import { Carousel } from '@/ui/Carousel';
import { EntryCard } from '@/ui/EntryCard';

function RelatedCard({ entry }: { entry: EntryCardRow }) {
  return <EntryCard entry={entry} imageSrc={usePublicImage(entry.image_url)} imageSlot="related-card" />;
}

export function RelatedEntries({ entryId, initial }: { entryId: string; initial: EntryCardRow[] }) {
  const entries = useLiveRelated(entryId, initial);
  if (entries.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">{MORE_LIKE_THIS}</h2>
      <Carousel
        label="Related entries"
        previousLabel="Previous entries"
        nextLabel="Next entries"
        items={entries.map((e) => <RelatedCard key={e.id} entry={e} />)}
      />
    </section>
  );
}
