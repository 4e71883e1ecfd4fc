/** The shared frame of the account screens: a titled card with an optional error or success banner. */
import type { ReactNode } from 'react';
import './auth.css';

export function AuthCard(props: {
  title: string;
  subtitle?: string;
  error?: string | null;
  success?: string | null;
  children: ReactNode;
}) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>{props.title}</h1>
        {props.subtitle && <p className="auth-subtitle">{props.subtitle}</p>}
        {props.error && (
          <div className="auth-error" role="alert">
            {props.error}
          </div>
        )}
        {props.success && (
          <div className="auth-success" role="status">
            {props.success}
          </div>
        )}
        {props.children}
      </div>
    </main>
  );
}
