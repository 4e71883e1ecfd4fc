/** Contact Us (#contact). */
import { ContactForm } from './ContactForm';

export function ContactSection() {
  return (
    <section id="contact" className="section section-contact" aria-labelledby="contact-title">
      <div className="container contact-inner">
        <div>
          <h2 id="contact-title">Contact Us</h2>
          <p>
            Questions, partnership ideas or a cheese we should know about? Send us a message and we&apos;ll get back to
            you.
          </p>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
