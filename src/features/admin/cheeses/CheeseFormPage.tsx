export default function CheeseFormPage() {
  return (
    <main className="page-shell">
      <h1>Cheese</h1>
    </main>
  );
}
