// Profile: name, e-mail with its verification status (and a resend action), phone and photo.
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'shared-router';
import { sendVerificationEmail, updateProfile, useAuthUser, type WebUserProfile } from 'shared-auth';
import { FormStatus, safeHref, TextField } from 'shared-ui';

const PHONE = /^[+]?[0-9 ()-]{7,20}$/;

export function ProfileSection({ profile }: { profile: WebUserProfile | null }) {
  const user = useAuthUser();
  const revalidator = useRevalidator();
  const [values, setValues] = useState({
    displayName: profile?.displayName ?? user?.displayName ?? '',
    phone: profile?.phone ?? '',
    photoURL: profile?.photoURL ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [status, setStatus] = useState<{ success?: string; error?: string }>({});
  const [pending, setPending] = useState(false);
  const [verification, setVerification] = useState<{ success?: string; error?: string }>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!values.displayName.trim()) found.displayName = 'Enter your name.';
    else if (values.displayName.trim().length > 100) found.displayName = 'Your name can be at most 100 characters.';
    if (values.phone.trim() && !PHONE.test(values.phone.trim())) found.phone = 'Enter a phone number with 7–20 digits (spaces, +, - and brackets allowed).';
    if (values.photoURL.trim() && !safeHref(values.photoURL.trim())?.startsWith('https://')) found.photoURL = 'Use an https:// address of an image.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    const result = await updateProfile({ displayName: values.displayName, phone: values.phone || null, photoURL: values.photoURL || null });
    setPending(false);
    setStatus(result.success ? { success: 'Your profile is saved.' } : { error: result.error ?? 'Saving failed.' });
    if (result.success) void revalidator.revalidate();
  };

  const verified = user?.emailVerified ?? profile?.emailVerified ?? false;
  const photo = safeHref(profile?.photoURL ?? user?.photoURL ?? '');

  return (
    <section aria-labelledby="profile-heading" className="card account-section">
      <h2 id="profile-heading">Profile</h2>
      <div className="profile-summary">
        {photo ? <img src={photo} alt="" width={56} height={56} className="profile-summary__photo" /> : null}
        <div>
          <p className="profile-summary__name">{user?.displayName ?? profile?.displayName}</p>
          <p>
            {user?.email ?? profile?.email}{' '}
            <span className={`badge ${verified ? 'badge--ok' : 'badge--warn'}`}>{verified ? 'Verified' : 'Not verified'}</span>
          </p>
          {!verified ? (
            <p>
              <button
                type="button"
                className="button"
                onClick={async () => {
                  const result = await sendVerificationEmail();
                  setVerification(result.success ? { success: 'Verification e-mail sent. Check your inbox.' } : { error: result.error ?? 'Not sent.' });
                }}
              >
                Resend verification e-mail
              </button>
            </p>
          ) : null}
          <FormStatus success={verification.success} error={verification.error} />
        </div>
      </div>
      <form onSubmit={save} noValidate aria-label="Edit profile">
        <TextField
          label="Name"
          name="displayName"
          autoComplete="name"
          value={values.displayName}
          error={errors.displayName}
          onChange={(event) => setValues({ ...values, displayName: event.target.value })}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          optional
          value={values.phone}
          error={errors.phone}
          onChange={(event) => setValues({ ...values, phone: event.target.value })}
        />
        <TextField
          label="Photo address"
          name="photoURL"
          type="url"
          optional
          hint="An https:// link to a square image."
          value={values.photoURL}
          error={errors.photoURL}
          onChange={(event) => setValues({ ...values, photoURL: event.target.value })}
        />
        <FormStatus success={status.success} error={status.error} />
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Saving…' : 'Save profile'}
        </button>
      </form>
    </section>
  );
}
