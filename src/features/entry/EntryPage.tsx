export default function EntryPage() {
  return (
    <main className="page-shell">
      <h1>Entry</h1>
    </main>
  );
}
