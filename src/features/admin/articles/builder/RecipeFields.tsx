/**
 * Recipe extras: serving size, preparation and cook time, course, difficulty, ingredient and
 * instruction rows. Under each time and each ingredient amount, how it was read (a polite live
 * text the field points to), so a time or an amount the page cannot use is caught while writing.
 */
import { memo, type Dispatch } from 'react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { ENTRY_TEXT_LIMITS, type Ingredient, type Instruction } from '@/domain';
import { amountHint } from '@/domain/recipe/amount-hint';
import { formatMinutes, readDuration } from '@/domain/recipe/duration';
import { COOK_TIME_MAX_LENGTH, RECIPE_CATEGORIES } from '@/domain/recipe/recipe-fields';
import type { BuilderAction, RowList } from './form-state';

export interface RecipeFieldsProps {
  servingSize: string;
  preparationTime: string;
  cookTime: string;
  /** A course of RECIPE_CATEGORIES, or blank. */
  category: string;
  difficulty: string;
  ingredients: Ingredient[];
  instructions: Instruction[];
  dispatch: Dispatch<BuilderAction>;
}

const DIFFICULTIES = ['Easy', 'Medium', 'Hard'];

function RowButtons({ list, index, count, what, dispatch }: { list: RowList; index: number; count: number; what: string; dispatch: Dispatch<BuilderAction> }) {
  return (
    <span className="row-buttons">
      <button type="button" className="icon-btn" aria-label={`Move ${what} ${index + 1} up`} disabled={index === 0}
        onClick={() => dispatch({ type: 'moveRow', list, index, delta: -1 })}><ArrowUp size={18} aria-hidden="true" /></button>
      <button type="button" className="icon-btn" aria-label={`Move ${what} ${index + 1} down`} disabled={index === count - 1}
        onClick={() => dispatch({ type: 'moveRow', list, index, delta: 1 })}><ArrowDown size={18} aria-hidden="true" /></button>
      <button type="button" className="icon-btn" aria-label={`Remove ${what} ${index + 1}`}
        onClick={() => dispatch({ type: 'removeRow', list, index })}><X size={18} aria-hidden="true" /></button>
    </span>
  );
}

/** How a time was read: "Read as 1 h 30 min", or that it was not (it then gives no time to search engines). */
function TimeReading({ id, text }: { id: string; text: string }) {
  const d = text.trim() ? readDuration(text) : null;
  return (
    <span id={id} className={`field-reading${text.trim() && !d ? ' field-reading-bad' : ''}`} aria-live="polite">
      {!text.trim() ? '' : d ? `Read as ${d.range ? `${formatMinutes(d.range.low)} to ` : ''}${formatMinutes(d.minutes)}` : 'Not understood as a time: write e.g. 20 minutes'}
    </span>
  );
}

export const RecipeFields = memo(function RecipeFields(p: RecipeFieldsProps) {
  const { dispatch } = p;
  return (
    <fieldset className="builder-section recipe-fields">
      <legend>Recipe Details</legend>
      <div className="builder-grid-3">
        <div className="field">
          <label htmlFor="serving-size">Serving Size</label>
          <input id="serving-size" className="input" value={p.servingSize} placeholder="e.g. 4 people"
            maxLength={ENTRY_TEXT_LIMITS.serving_size}
            onChange={(e) => dispatch({ type: 'text', field: 'serving_size', value: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="preparation-time">Preparation Time</label>
          <input id="preparation-time" className="input" value={p.preparationTime} placeholder="e.g. 30 minutes" maxLength={ENTRY_TEXT_LIMITS.preparation_time} aria-describedby="preparation-time-reading"
            onChange={(e) => dispatch({ type: 'text', field: 'preparation_time', value: e.target.value })} />
          <TimeReading id="preparation-time-reading" text={p.preparationTime} />
        </div>
        <div className="field">
          <label htmlFor="cook-time">Cook Time</label>
          <input id="cook-time" className="input" value={p.cookTime} placeholder="e.g. 45 minutes" maxLength={COOK_TIME_MAX_LENGTH} aria-describedby="cook-time-reading"
            onChange={(e) => dispatch({ type: 'text', field: 'cook_time', value: e.target.value })} />
          <TimeReading id="cook-time-reading" text={p.cookTime} />
        </div>
        <div className="field">
          <label htmlFor="recipe-category">Recipe Category</label>
          <select id="recipe-category" className="select" value={p.category}
            onChange={(e) => dispatch({ type: 'text', field: 'recipe_category', value: e.target.value })}>
            <option value="">Choose a course</option>
            {RECIPE_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="difficulty-level">Difficulty Level</label>
          <input id="difficulty-level" className="input" list="difficulty-options" value={p.difficulty} placeholder="Easy, Medium or Hard" maxLength={ENTRY_TEXT_LIMITS.difficulty_level}
            onChange={(e) => dispatch({ type: 'text', field: 'difficulty_level', value: e.target.value })} />
          <datalist id="difficulty-options">
            {DIFFICULTIES.map((d) => <option key={d} value={d} />)}
          </datalist>
        </div>
      </div>

      <h2 id="ingredients-heading" className="recipe-rows-heading">Ingredients</h2>
      <ol className="recipe-rows" aria-labelledby="ingredients-heading">
        {p.ingredients.map((row, i) => {
          const hint = amountHint(row);
          return (
            <li key={i} className="recipe-row">
              <input className="input row-amount" aria-label={`Ingredient ${i + 1} amount`} placeholder="Amount" value={row.amount}
                aria-describedby={`ingredient-${i}-reading`}
                onChange={(e) => dispatch({ type: 'ingredient', index: i, field: 'amount', value: e.target.value })} />
              <input className="input" aria-label={`Ingredient ${i + 1} item`} placeholder="Item" value={row.item}
                onChange={(e) => dispatch({ type: 'ingredient', index: i, field: 'item', value: e.target.value })} />
              <RowButtons list="ingredients" index={i} count={p.ingredients.length} what="ingredient" dispatch={dispatch} />
              <span id={`ingredient-${i}-reading`} className={`field-reading row-reading${hint && !hint.understood ? ' field-reading-bad' : ''}`}
                aria-live="polite" data-testid="amount-reading">{hint?.text ?? ''}</span>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'addRow', list: 'ingredients' })}>
        Add Ingredient
      </button>

      <h2 id="instructions-heading" className="recipe-rows-heading">Instructions</h2>
      <ol className="recipe-rows" aria-labelledby="instructions-heading">
        {p.instructions.map((row, i) => (
          <li key={i} className="recipe-row">
            <input className="input row-step" aria-label={`Instruction ${i + 1} step`} placeholder="Step title (optional)" value={row.step ?? ''}
              onChange={(e) => dispatch({ type: 'instruction', index: i, field: 'step', value: e.target.value })} />
            <textarea className="textarea row-description" aria-label={`Instruction ${i + 1} description`} placeholder="Description" rows={2} value={row.description}
              onChange={(e) => dispatch({ type: 'instruction', index: i, field: 'description', value: e.target.value })} />
            <RowButtons list="instructions" index={i} count={p.instructions.length} what="instruction" dispatch={dispatch} />
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'addRow', list: 'instructions' })}>
        Add Instruction
      </button>
    </fieldset>
  );
});
