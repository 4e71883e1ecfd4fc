/**
 * The legal pages' headings and their placeholder sections. The operator fills in the real text
 * (with their own legal advice): every section says so, and nothing here is offered as legal text.
 */
import type { PageMeta } from '@/ui/head/head-values';

export interface LegalSection {
  heading: string;
  /** What the operator should write here (shown as a marked placeholder). */
  placeholder: string;
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** Shown at the top of each legal page until the operator replaces the placeholders. */
export const LEGAL_PLACEHOLDER_NOTICE =
  'Placeholder: the operator of this site has not published this text yet. Every section below marks what is to be filled in.';

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  intro: 'How Cheezopedia handles personal data: what is collected through the newsletter signup, the contact form and accounts.',
  sections: [
    { heading: 'Who is responsible', placeholder: "The operator's legal name, postal address and a contact email for privacy questions." },
    { heading: 'What we collect', placeholder: 'Newsletter: email address. Contact form: name, email and message. Accounts: name, email and role. Page views: an anonymous visitor count.' },
    { heading: 'Why and on what basis', placeholder: 'The purpose and legal basis of each use (for instance consent for the newsletter).' },
    { heading: 'Who processes it', placeholder: 'The hosting and email providers that store or send this data, and where.' },
    { heading: 'How long we keep it', placeholder: 'The retention period of each kind of data.' },
    { heading: 'Your rights', placeholder: 'How to see, correct, export or delete your data, unsubscribe, and whom to complain to.' },
  ],
};

export const TERMS: LegalDocument = {
  title: 'Terms of Use',
  intro: 'The terms under which Cheezopedia and its content may be used.',
  sections: [
    { heading: 'Who we are', placeholder: "The operator's legal name and contact details." },
    { heading: 'Using the site', placeholder: 'What visitors and account holders may and may not do.' },
    { heading: 'Content', placeholder: 'Who owns the articles, recipes and images, and how partners license what they submit.' },
    { heading: 'Liability', placeholder: 'Limits of liability (for instance for recipes and allergy information).' },
    { heading: 'Changes and contact', placeholder: 'How these terms change and how to reach the operator.' },
  ],
};

export const legalMeta = (doc: LegalDocument): PageMeta => ({ title: doc.title, description: doc.intro });
