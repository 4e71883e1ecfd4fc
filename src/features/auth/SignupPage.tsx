export default function SignupPage() {
  return (
    <main className="page-shell">
      <h1>Create Account</h1>
    </main>
  );
}
