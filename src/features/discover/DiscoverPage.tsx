export default function DiscoverPage() {
  return (
    <main className="page-shell">
      <h1>Discover</h1>
    </main>
  );
}
