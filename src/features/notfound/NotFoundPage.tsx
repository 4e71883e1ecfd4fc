export default function NotFoundPage() {
  return (
    <main className="page-shell">
      <h1>Page Not Found</h1>
    </main>
  );
}
