/** Folders of the project, resolved from this file (independent of the working directory). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BOOTSTRAP_SQL = path.join(ROOT, 'supabase', 'local', 'db', 'bootstrap.sql');
export const MIGRATIONS_DIR = path.join(ROOT, 'supabase', 'migrations');
export const SEED_SQL = path.join(ROOT, 'supabase', 'seed.sql');
export const FUNCTIONS_DIR = path.join(ROOT, 'netlify', 'functions');
export const DIST_DIR = path.join(ROOT, 'dist');
export const CONFIG_TOML = path.join(ROOT, 'supabase', 'config.toml');
