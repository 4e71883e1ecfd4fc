/** Recipe extras: info cards (serving size, preparation time, difficulty level), ingredients, numbered steps. */
import type { Entry } from '@/domain/types';

export function RecipeExtras({ entry }: { entry: Entry }) {
  const info = [
    { label: 'Serving Size', value: entry.serving_size, icon: '🍽️' },
    { label: 'Preparation Time', value: entry.preparation_time, icon: '⏱️' },
    { label: 'Difficulty Level', value: entry.difficulty_level, icon: '📊' },
  ].filter((c) => c.value && c.value.trim());
  const ingredients = entry.ingredients.filter((i) => (i.amount ?? '').trim() || (i.item ?? '').trim());
  const instructions = entry.instructions.filter((s) => (s.description ?? '').trim() || (s.step ?? '').trim());
  if (info.length === 0 && ingredients.length === 0 && instructions.length === 0) return null;
  return (
    <div className="recipe-extras" data-testid="recipe-extras">
      {info.length > 0 && (
        <ul className="info-cards">
          {info.map((c) => (
            <li key={c.label} className="info-card">
              <span className="info-icon" aria-hidden="true">{c.icon}</span>
              <span className="info-label">{c.label}</span>
              <span className="info-value">{c.value}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="recipe-columns">
        {ingredients.length > 0 && (
          <section className="ingredients" aria-labelledby="ingredients-title">
            <h2 id="ingredients-title">Ingredients</h2>
            <ul>
              {ingredients.map((i, n) => (
                <li key={n}>
                  {i.amount && <strong className="ingredient-amount">{i.amount}</strong>} {i.item}
                </li>
              ))}
            </ul>
          </section>
        )}
        {instructions.length > 0 && (
          <section className="instructions" aria-labelledby="instructions-title">
            <h2 id="instructions-title">Instructions</h2>
            <ol>
              {instructions.map((s, n) => (
                <li key={n}>
                  {s.step && <h3 className="step-title">{s.step}</h3>}
                  <p>{s.description}</p>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </div>
  );
}
