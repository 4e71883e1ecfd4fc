export default function CheeseListPage() {
  return (
    <main className="page-shell">
      <h1>Cheeses</h1>
    </main>
  );
}
