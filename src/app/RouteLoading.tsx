/** Shown while a lazily loaded route chunk arrives (spec: 'Loading...'). */
export function RouteLoading() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>Loading...</p>
    </div>
  );
}
