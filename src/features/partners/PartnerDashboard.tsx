export default function PartnerDashboard() {
  return (
    <main className="page-shell">
      <h1>Partner Dashboard</h1>
    </main>
  );
}
