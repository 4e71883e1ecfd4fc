/** Recipe extras: serving size, preparation time, difficulty, ingredient and instruction rows. */
import { memo, type Dispatch } from 'react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import type { Ingredient, Instruction } from '@/domain';
import type { BuilderAction, RowList } from './form-state';

export interface RecipeFieldsProps {
  servingSize: string;
  preparationTime: string;
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

export const RecipeFields = memo(function RecipeFields(p: RecipeFieldsProps) {
  const { dispatch } = p;
  return (
    <fieldset className="builder-section recipe-fields">
      <legend>Recipe Details</legend>
      <div className="builder-grid-3">
        <div className="field">
          <label htmlFor="serving-size">Serving Size</label>
          <input id="serving-size" className="input" value={p.servingSize} placeholder="e.g. 4 people"
            onChange={(e) => dispatch({ type: 'text', field: 'serving_size', value: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="preparation-time">Preparation Time</label>
          <input id="preparation-time" className="input" value={p.preparationTime} placeholder="e.g. 30 minutes"
            onChange={(e) => dispatch({ type: 'text', field: 'preparation_time', value: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="difficulty-level">Difficulty Level</label>
          <input id="difficulty-level" className="input" list="difficulty-options" value={p.difficulty} placeholder="Easy, Medium or Hard"
            onChange={(e) => dispatch({ type: 'text', field: 'difficulty_level', value: e.target.value })} />
          <datalist id="difficulty-options">
            {DIFFICULTIES.map((d) => <option key={d} value={d} />)}
          </datalist>
        </div>
      </div>

      <h2 id="ingredients-heading" className="recipe-rows-heading">Ingredients</h2>
      <ol className="recipe-rows" aria-labelledby="ingredients-heading">
        {p.ingredients.map((row, i) => (
          <li key={i} className="recipe-row">
            <input className="input row-amount" aria-label={`Ingredient ${i + 1} amount`} placeholder="Amount" value={row.amount}
              onChange={(e) => dispatch({ type: 'ingredient', index: i, field: 'amount', value: e.target.value })} />
            <input className="input" aria-label={`Ingredient ${i + 1} item`} placeholder="Item" value={row.item}
              onChange={(e) => dispatch({ type: 'ingredient', index: i, field: 'item', value: e.target.value })} />
            <RowButtons list="ingredients" index={i} count={p.ingredients.length} what="ingredient" dispatch={dispatch} />
          </li>
        ))}
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
