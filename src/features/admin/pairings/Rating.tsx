/**
 * A pairing's rating (1–5): shown as five star icons, and chosen with a row of star radio buttons
 * beside its label ("No rating" first). Real radio inputs (keyboard arrows, one tab stop), drawn as
 * stars: choosing the third fills three.
 */
import { Star } from 'lucide-react';
import { RATING_MAX } from '@/domain/constants';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="rating-stars" role="img" aria-label={`${rating} out of ${RATING_MAX}`}>
      {STARS.map((n) => (
        <Star key={n} size={16} aria-hidden="true" className={n <= rating ? 'star-on' : 'star-off'} />
      ))}
    </span>
  );
}

export function RatingInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const chosen = Number(value) || 0;
  return (
    <fieldset className="field field-wide rating-input">
      <legend>Rating</legend>
      <div className="rating-options">
        <label className={`rating-none${value === '' ? ' selected' : ''}`}>
          <input type="radio" name="rating" value="" checked={value === ''} onChange={() => onChange('')} />
          No rating
        </label>
        {STARS.map((r) => (
          <label key={r} className="rating-star" title={`${r} out of ${RATING_MAX}`}>
            <input type="radio" name="rating" value={r} checked={value === String(r)} onChange={() => onChange(String(r))} />
            <Star size={26} aria-hidden="true" className={r <= chosen ? 'star-on' : 'star-off'} />
            <span className="visually-hidden">{r} out of {RATING_MAX}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
