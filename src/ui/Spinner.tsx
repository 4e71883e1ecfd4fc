/** A decorative spinner; the text next to it carries the meaning for screen readers. */
export function Spinner({ small = false }: { small?: boolean }) {
  return <span className={small ? 'spinner small' : 'spinner'} aria-hidden="true" />;
}

/**
 * The loading screen: spinner plus a message such as 'Loading...' or
 * 'Loading delicious cheeses...'. `inline` renders a shorter block for a section of a page.
 */
export function LoadingScreen({ message, inline = false }: { message: string; inline?: boolean }) {
  return (
    <div className={inline ? 'loading-screen inline' : 'loading-screen'} role="status" aria-live="polite">
      <Spinner />
      <p>{message}</p>
    </div>
  );
}
