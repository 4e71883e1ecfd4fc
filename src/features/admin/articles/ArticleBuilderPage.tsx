export default function ArticleBuilderPage() {
  return (
    <main className="page-shell">
      <h1>Article Builder</h1>
    </main>
  );
}
