/**
 * Recipe extras. RecipeSummary sits under the title: info cards (serving size, preparation time,
 * difficulty level), a 'Jump to recipe' link and a print button (the print style prints just the
 * recipe). RecipeExtras holds the ingredients and the numbered steps (#recipe).
 */
import { Users } from '@/ui/icons';
import { ArrowDown, Clock, Gauge, Printer } from './recipe-icons';
import type { Entry } from '@/domain/types';

/** Id of the ingredients + instructions block, the target of 'Jump to recipe'. */
export const RECIPE_ANCHOR = 'recipe';

function recipeParts(entry: Entry) {
  const info = [
    { label: 'Serving Size', value: entry.serving_size, icon: Users },
    { label: 'Preparation Time', value: entry.preparation_time, icon: Clock },
    { label: 'Cook Time', value: entry.cook_time, icon: Clock },
    { label: 'Difficulty Level', value: entry.difficulty_level, icon: Gauge },
  ].filter((c) => c.value && c.value.trim());
  const ingredients = entry.ingredients.filter((i) => (i.amount ?? '').trim() || (i.item ?? '').trim());
  const instructions = entry.instructions.filter((s) => (s.description ?? '').trim() || (s.step ?? '').trim());
  return { info, ingredients, instructions };
}

export function RecipeSummary({ entry }: { entry: Entry }) {
  const { info, ingredients, instructions } = recipeParts(entry);
  const hasRecipe = ingredients.length > 0 || instructions.length > 0;
  if (info.length === 0 && !hasRecipe) return null;
  return (
    <div className="recipe-summary" data-testid="recipe-summary">
      {info.length > 0 && (
        <ul className="info-cards">
          {info.map((c) => (
            <li key={c.label} className="info-card">
              <c.icon className="info-icon" size={22} strokeWidth={1.75} aria-hidden="true" />
              <span className="info-label">{c.label}</span>
              <span className="info-value">{c.value}</span>
            </li>
          ))}
        </ul>
      )}
      {hasRecipe && (
        <div className="recipe-actions">
          <a className="btn btn-primary" href={`#${RECIPE_ANCHOR}`}>
            <ArrowDown size={18} aria-hidden="true" /> Jump to recipe
          </a>
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>
            <Printer size={18} aria-hidden="true" /> Print recipe
          </button>
        </div>
      )}
    </div>
  );
}

export function RecipeExtras({ entry }: { entry: Entry }) {
  const { ingredients, instructions } = recipeParts(entry);
  if (ingredients.length === 0 && instructions.length === 0) return null;
  return (
    <div className="recipe-extras" id={RECIPE_ANCHOR} tabIndex={-1} data-testid="recipe-extras">
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
