/**
 * The Big Update's four feature tiles: text and icons, no inputs. An island of the landing page (see
 * BigUpdate): its code arrives when a reader scrolls towards the section.
 */
import { Users, type Icon } from '@/ui/icons';
import { UPDATE_FEATURES } from '@/domain/messages/landing';
import { BookOpen, Grape, TrendingUp } from './update-icons';

const DETAILS: Record<(typeof UPDATE_FEATURES)[number], { icon: Icon; text: string }> = {
  'Expanded Cheese Library': { icon: BookOpen, text: 'Over 500 new cheeses from small dairies and famous caves alike.' },
  'Advanced Pairing Engine': { icon: Grape, text: 'Smarter matches with wine, beer, fruit, honey and bread.' },
  'Smart Tracking': { icon: TrendingUp, text: 'Rate, note and remember every cheese you taste.' },
  'Community Features': { icon: Users, text: 'Share your Cheesebox and discover what others love.' },
};

export function UpdateTiles() {
  return (
    <ul className="update-tiles">
      {UPDATE_FEATURES.map((title) => {
        const Icon = DETAILS[title].icon;
        return (
          <li key={title} className="update-tile">
            <span className="update-icon" aria-hidden="true"><Icon size={28} strokeWidth={1.75} /></span>
            <h3>{title}</h3>
            <p>{DETAILS[title].text}</p>
          </li>
        );
      })}
    </ul>
  );
}
