export default function LandingPage() {
  return (
    <main className="page-shell">
      <h1>Cheezopedia</h1>
    </main>
  );
}
