export default function UsersPage() {
  return (
    <main className="page-shell">
      <h1>Users</h1>
    </main>
  );
}
