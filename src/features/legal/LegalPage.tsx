/** The frame of a legal page (privacy, terms): its title, intro, the placeholder notice and sections. */
import { useAuth } from '@/data/auth';
import { usePageMeta } from '@/ui/head/use-page-meta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { LEGAL_PLACEHOLDER_NOTICE, legalMeta, type LegalDocument } from './legal-texts';
import './legal.css';

const sectionId = (heading: string) => `legal-${heading.replace(/\W+/g, '-').toLowerCase()}`;

export function LegalPage({ doc }: { doc: LegalDocument }) {
  const auth = useAuth();
  usePageMeta(legalMeta(doc));
  return (
    <PublicLayout auth={auth}>
      <article className="container legal-page">
        <h1>{doc.title}</h1>
        <p className="legal-intro">{doc.intro}</p>
        <p className="legal-placeholder" role="note">
          {LEGAL_PLACEHOLDER_NOTICE}
        </p>
        {doc.sections.map((s) => (
          <section key={s.heading} aria-labelledby={sectionId(s.heading)}>
            <h2 id={sectionId(s.heading)}>{s.heading}</h2>
            <p className="legal-todo">
              <strong>To fill in:</strong> {s.placeholder}
            </p>
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
