/** The author's byline under an entry's header, when the author is a partner with a public profile. */
import { usePartnerProfile } from '@/data/profiles';
import { usePublicImage } from '@/data/public';
import { slotImage } from '@/ui/image-sources';
import { safeUrl } from './safe-url';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function Byline({ authorId }: { authorId: string | null }) {
  const { data } = usePartnerProfile(authorId);
  const avatar = usePublicImage(data?.avatar_url ?? null);
  if (!data) return null;
  const website = data.website && /^https?:/i.test(data.website) ? safeUrl(data.website) || null : null;
  return (
    <aside className="entry-partner-byline" aria-label="About the author">
      {avatar && <img className="entry-partner-byline-avatar" {...slotImage(avatar, 'avatar')} alt="" width={48} height={48} loading="lazy" />}
      <div>
        <p className="entry-partner-byline-name">
          By <strong>{data.name}</strong>
          {data.organisation && <>, {data.organisation}</>}
          {website && <> · <a href={website} target="_blank" rel="noopener noreferrer nofollow">{hostOf(website)}</a></>}
        </p>
        {data.bio && <p className="entry-partner-byline-bio">{data.bio}</p>}
      </div>
    </aside>
  );
}
