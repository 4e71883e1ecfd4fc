export default function LoginPage() {
  return (
    <main className="page-shell">
      <h1>Sign In</h1>
    </main>
  );
}
