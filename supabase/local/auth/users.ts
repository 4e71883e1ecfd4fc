/** auth.users and auth.identities as GoTrue keeps them, and the user JSON it answers with. */
import type { Queryable } from '../db/index.ts';

export const USER_JSON = `json_build_object(
  'id', u.id, 'aud', coalesce(u.aud, 'authenticated'), 'role', coalesce(u.role, 'authenticated'), 'email', u.email,
  'email_confirmed_at', u.email_confirmed_at, 'confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
  'confirmation_sent_at', u.confirmation_sent_at, 'recovery_sent_at', u.recovery_sent_at, 'last_sign_in_at', u.last_sign_in_at,
  'app_metadata', '{"provider":"email","providers":["email"]}'::jsonb || coalesce(u.raw_app_meta_data, '{}'::jsonb),
  'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
  'identities', (select coalesce(json_agg(json_build_object('identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id,
      'identity_data', i.identity_data, 'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
      'updated_at', i.updated_at, 'email', i.email) order by i.created_at), '[]'::json) from auth.identities i where i.user_id = u.id),
  'created_at', u.created_at, 'updated_at', u.updated_at, 'is_anonymous', u.is_anonymous,
  'new_email', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at)`;

export interface UserRecord {
  id: string;
  email: string;
  encrypted_password: string | null;
  /** The user as GoTrue answers it (JSON). */
  json: Record<string, unknown>;
}

async function select(tx: Queryable, where: string, value: string): Promise<UserRecord | undefined> {
  const r = await tx.query<{ id: string; email: string; encrypted_password: string | null; json: string }>(
    `select u.id::text as id, u.email, u.encrypted_password, ${USER_JSON}::text as json from auth.users u where ${where} and u.deleted_at is null`,
    [value],
  );
  const row = r.rows[0];
  return row && { id: row.id, email: row.email, encrypted_password: row.encrypted_password, json: JSON.parse(row.json) as Record<string, unknown> };
}

export const userByEmail = (tx: Queryable, email: string) => select(tx, 'lower(u.email) = lower($1)', email);
export const userById = (tx: Queryable, id: string) => select(tx, 'u.id = $1::uuid', id);

/** Inserts the user and its email identity (the profile trigger on auth.users runs here). */
export async function createUser(tx: Queryable, email: string, passwordHash: string, metadata: Record<string, unknown>): Promise<string> {
  const r = await tx.query<{ id: string }>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, last_sign_in_at)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', lower($1), $2, now(),
             '{"provider":"email","providers":["email"]}'::jsonb, $3::jsonb, now())
     returning id::text as id`,
    [email, passwordHash, JSON.stringify(metadata)],
  );
  const id = r.rows[0].id;
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', lower($2::text), 'email_verified', true, 'phone_verified', false), 'email', now())`,
    [id, email],
  );
  return id;
}

export function isEmail(v: unknown): v is string {
  return typeof v === 'string' && v.length <= 255 && /^[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[^\s@<>()"',;]+$/.test(v.trim());
}
