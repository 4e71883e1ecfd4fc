/**
 * /partners/profile: the partner's public byline — name, organisation, website, bio and avatar —
 * shown on their published entries. Saved to the server (needs a connection); the avatar is uploaded
 * to the article image bucket. Side effects: network, storage upload.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '@/data/auth';
import { prepareImageUpload, storeImage } from '@/data';
import { savePartnerProfile } from '@/data/online';
import { useImageUrl } from '@/data/react';
import { usePartnerProfile } from '@/data/profiles';
import { LOADING, PARTNER_PROFILE_SAVED, type PartnerProfile } from '@/domain';
import { FieldError, fieldErrorId } from '@/ui/FieldError';
import { FilePicker } from '@/ui/FilePicker';
import { useToast } from '@/ui/Toast';

type Form = Omit<PartnerProfile, 'id' | 'updated_at'>;
const EMPTY: Form = { name: '', organisation: '', website: '', bio: '', avatar_url: null };
const blank = (s: string | null) => (s && s.trim() ? s.trim() : null);

export default function PartnerProfilePage() {
  const { user, profile } = useAuth();
  const stored = usePartnerProfile(user?.id);
  const [form, setForm] = useState<Form | null>(null);
  const [saving, setSaving] = useState(false);
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  // Problems stay: the form's (upload, server) above it, each field's under it; a save is a toast.
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; website?: string }>({});
  const problemRef = useRef<HTMLDivElement>(null);
  const { show, toast } = useToast();
  const avatar = useImageUrl(form?.avatar_url ?? null);
  // The processing worker and the upload code are loaded while the partner looks for a picture.
  useEffect(prepareImageUpload, []);

  useEffect(() => {
    if (stored.loading || form) return;
    const s = stored.data;
    setForm(s ? { name: s.name, organisation: s.organisation ?? '', website: s.website ?? '', bio: s.bio ?? '', avatar_url: s.avatar_url } : { ...EMPTY, name: profile?.name ?? '' });
  }, [stored.loading, stored.data, form, profile?.name]);

  if (!form || !user) return <p className="muted">{LOADING}</p>;
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });

  async function onAvatar(file: File | undefined) {
    if (!file) return;
    try {
      // Reduced on this device first (upright, small, no location data), like every picked picture.
      set({ avatar_url: (await storeImage(file, 'cheezopedia')).url });
    } catch (e) {
      setProblem(`Failed to upload image: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    if (!form || !user) return;
    setProblem(null);
    const website = blank(form.website);
    const errors = {
      name: form.name.trim() ? undefined : 'Please enter your name.',
      website: website && !/^https?:\/\/\S+$/i.test(website) ? 'Website must start with http:// or https://' : undefined,
    };
    setFieldErrors(errors);
    const first = errors.name ? 'partner-name' : errors.website ? 'partner-website' : null;
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    setSaving(true);
    try {
      await savePartnerProfile({ id: user.id, name: form.name.trim(), organisation: blank(form.organisation), website, bio: blank(form.bio), avatar_url: form.avatar_url });
      show({ text: PARTNER_PROFILE_SAVED });
    } catch (e) {
      setProblem(`Failed to save profile: ${e instanceof Error ? e.message : String(e)}`);
      window.requestAnimationFrame(() => problemRef.current?.focus());
    } finally {
      setSaving(false);
    }
  }

  return (
    <section>
      <div className="partner-head"><h1>Profile</h1></div>
      <p className="muted">This is your public byline: it is shown on the articles you publish.</p>
      {toast}
      {problem && <div ref={problemRef} tabIndex={-1} className="admin-message admin-message-error" role="alert">{problem}</div>}
      <form className="partner-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {/* The product's drop-zone picker (choose, drop or paste), as on every other image field. */}
        <div className="partner-avatar-field">
          <label htmlFor="partner-avatar">Avatar</label>
          <FilePicker id="partner-avatar" accept="image/*" file={avatarFile} currentUrl={avatar} previewAlt="Your avatar"
            onFile={(file) => {
              setAvatarFile(file);
              void onAvatar(file);
            }}
            removeLabel="Remove avatar"
            onRemove={() => {
              setAvatarFile(null);
              set({ avatar_url: null });
            }} />
        </div>
        <div className="field">
          <label htmlFor="partner-name">Name</label>
          <input id="partner-name" className="input" value={form.name} maxLength={200} required onChange={(e) => set({ name: e.target.value })}
            aria-invalid={fieldErrors.name ? true : undefined} aria-describedby={fieldErrors.name ? fieldErrorId('partner-name') : undefined} />
          <FieldError fieldId="partner-name" message={fieldErrors.name} />
        </div>
        <div className="field">
          <label htmlFor="partner-organisation">Organisation</label>
          <input id="partner-organisation" className="input" value={form.organisation ?? ''} maxLength={200} onChange={(e) => set({ organisation: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="partner-website">Website</label>
          <input id="partner-website" className="input" type="url" value={form.website ?? ''} placeholder="https://" maxLength={500} onChange={(e) => set({ website: e.target.value })}
            aria-invalid={fieldErrors.website ? true : undefined} aria-describedby={fieldErrors.website ? fieldErrorId('partner-website') : undefined} />
          <FieldError fieldId="partner-website" message={fieldErrors.website} />
        </div>
        <div className="field">
          <label htmlFor="partner-bio">Bio <span className="hint">{(form.bio ?? '').length} / 2000</span></label>
          <textarea id="partner-bio" className="textarea" rows={5} value={form.bio ?? ''} maxLength={2000} onChange={(e) => set({ bio: e.target.value })} />
        </div>
        <div><button type="submit" className="btn btn-primary" disabled={saving}>{saving ? 'Saving...' : 'Save Profile'}</button></div>
      </form>
    </section>
  );
}
