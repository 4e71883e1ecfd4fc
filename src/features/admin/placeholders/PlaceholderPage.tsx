/** The spec's placeholder screens: a heading and, where the spec says so, 'Coming soon...'. */
export default function PlaceholderPage({ title, comingSoon = true }: { title: string; comingSoon?: boolean }) {
  return (
    <section className="admin-page">
      <h1>{title}</h1>
      {comingSoon && <p className="muted">Coming soon...</p>}
    </section>
  );
}
