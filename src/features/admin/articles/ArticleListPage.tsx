export default function ArticleListPage() {
  return (
    <main className="page-shell">
      <h1>Articles</h1>
    </main>
  );
}
