export default function DashboardPage() {
  return (
    <main className="page-shell">
      <h1>Dashboard</h1>
    </main>
  );
}
