import { describe, expect, it } from 'vitest';
import { messageDocument } from './message-page';
import { CONFIRM_ALREADY_TEXT, CONFIRM_ALREADY_TITLE, BACK_HOME } from '@/domain/messages/newsletter';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/fraunces.woff2" />
    <meta name="description" content="Cheezopedia" />
    <title>Cheezopedia</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the newsletter links’ pages', () => {
  it('are the site’s own page with no script: its fonts and styles, the brand, the card, a | title, noindex', () => {
    const html = messageDocument(SHELL, { title: CONFIRM_ALREADY_TITLE, text: CONFIRM_ALREADY_TEXT, backHome: BACK_HOME }, '<link rel="stylesheet" crossorigin href="/assets/account.css">');
    expect(html).not.toMatch(/<script|modulepreload|rel="manifest"/);
    expect(html).toContain('<title>Already confirmed | Cheezopedia</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('href="/assets/fraunces.woff2"');
    expect(html).toContain('href="/assets/index.css"');
    expect(html).toContain('href="/assets/account.css"');
    expect(html).toMatch(/<header class="auth-header">.*Cheezopedia<\/a>/s);
    expect(html).toContain('<h1>Already confirmed</h1>');
    expect(html).toContain(`href="/"`);
    expect(html).not.toContain('name="description"');
  });

  it('carry a form posting to the site when there is a button (unsubscribe)', () => {
    const html = messageDocument(SHELL, { title: 'Unsubscribe?', text: 'Press the button.', backHome: BACK_HOME, form: { action: '/newsletter/unsubscribe?s=1&t=2', button: 'Unsubscribe', fields: { 'List-Unsubscribe': 'One-Click' } } }, '');
    expect(html).toMatch(/<form class="auth-form" (action="\/newsletter\/unsubscribe\?s=1&amp;t=2" method="post"|method="post" action="\/newsletter\/unsubscribe\?s=1&amp;t=2")>/);
    expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click"/>');
    expect(html).toContain('>Unsubscribe</button>');
  });
});
