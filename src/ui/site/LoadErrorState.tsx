/** A public list page's state when its read failed and nothing is shown: the error heading and what went wrong. */
import { ERROR_HEADING, errorLoadingContent } from '@/domain/messages/site';

/** `prefix` names the page's state classes (`discover-state discover-error`). */
export function LoadErrorState({ prefix, error }: { prefix: 'discover' | 'search' | 'tag'; error: string }) {
  return (
    <div className={`${prefix}-state ${prefix}-error`} role="alert">
      <h2>{ERROR_HEADING}</h2>
      <p>{errorLoadingContent(error)}</p>
    </div>
  );
}
