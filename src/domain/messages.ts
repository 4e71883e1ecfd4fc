/**
 * Every user-facing text of the spec and of the issues, verbatim and named.
 * Import these instead of retyping strings. Each text has one home, by where it shows: the public
 * site (messages/site.ts), the landing page (messages/landing.ts), the account, partner and admin
 * pages (messages/account.ts). The public pages import from those files directly, so that their
 * chunks carry only their own texts; everything else may import from here.
 */
export * from './messages/site';
export * from './messages/search';
export * from './messages/landing';
export * from './messages/account';
