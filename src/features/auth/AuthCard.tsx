/** The shared frame of the account screens: a titled card with an optional error or success banner, its labelled fields, submit button and way home. */
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CheeseIcon } from '@/ui/CheeseIcon';
import { FieldError, fieldErrorId } from '@/ui/FieldError';
import './auth.css';

export function AuthCard(props: {
  title: string;
  subtitle?: string;
  error?: string | null;
  success?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="auth-shell">
      <header className="auth-header">
        <div className="container">
          <Link to="/" className="brand">
            <CheeseIcon className="brand-mark" size={32} />
            Cheezopedia
          </Link>
          <Link to="/discover" className="auth-header-link">Discover</Link>
        </div>
      </header>
      <main className="auth-page" id="main-content">
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
    </div>
  );
}

/** A labelled, required input of an account form; `error` marks it and is said under it. */
export function AuthField(props: {
  id: string;
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error?: string;
}) {
  return (
    <div className={props.error ? 'auth-field auth-field-invalid' : 'auth-field'}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
        {...(props.error ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(props.id) } : {})}
      />
      <FieldError fieldId={props.id} message={props.error} />
    </div>
  );
}

/** An account form's submit button: its label while the request runs, else its action. */
export function AuthSubmit({ submitting, busyLabel, label }: { submitting: boolean; busyLabel: string; label: string }) {
  return (
    <button className="btn btn-primary btn-block auth-submit" type="submit" disabled={submitting}>
      {submitting ? busyLabel : label}
    </button>
  );
}

/** The links under an account form, ending with the way back to the home page. */
export function AuthLinks({ children }: { children?: ReactNode }) {
  return (
    <div className="auth-links">
      {children}
      <Link to="/" className="back-link"><ArrowLeft size={16} aria-hidden="true" /> Back to home</Link>
    </div>
  );
}
