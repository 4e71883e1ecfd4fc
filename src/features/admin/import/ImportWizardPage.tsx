export default function ImportWizardPage({ entity }: { entity: 'cheeses' | 'pairings' }) {
  return (
    <section className="admin-page">
      <h1>{entity === 'cheeses' ? 'Import Cheeses' : 'Import Pairings'}</h1>
    </section>
  );
}
