export default function ResetPasswordPage() {
  return (
    <main className="page-shell">
      <h1>Reset Password</h1>
    </main>
  );
}
