export default function ForgotPasswordPage() {
  return (
    <main className="page-shell">
      <h1>Forgot Password</h1>
    </main>
  );
}
