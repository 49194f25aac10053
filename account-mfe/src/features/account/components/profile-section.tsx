// Profile: name, e-mail with its verification status (and a resend action), phone and photo, and
// the business a GST invoice is made out to.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { sendVerificationEmail, updateProfile, useAuthUser } from 'shared-auth';
import { profileInputSchema, type WebUserProfile } from 'shared-data';
import { FormError, FormStatus, safeHref, TextField, useForm } from 'shared-ui';
import { BusinessForm } from './business-form';

export function ProfileSection({ profile }: { profile: WebUserProfile | null }) {
  const user = useAuthUser();
  const revalidator = useRevalidator();
  const [verification, setVerification] = useState<{ success?: string; error?: string }>({});
  const form = useForm({
    initialValues: {
      displayName: profile?.displayName ?? user?.displayName ?? '',
      phone: profile?.phone ?? '',
      photoURL: profile?.photoURL ?? '',
    },
    schema: profileInputSchema,
    onSubmit: async ({ displayName, phone, photoURL }) => {
      const result = await updateProfile({ displayName, phone: phone || null, photoURL: photoURL || null });
      if (!result.success) throw new FormError(result.error ?? 'Saving failed.');
      void revalidator.revalidate();
      return 'Your profile is saved.';
    },
  });

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
            {user?.email ?? profile?.email} <span className={`badge ${verified ? 'badge--ok' : 'badge--warn'}`}>{verified ? 'Verified' : 'Not verified'}</span>
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
      <form {...form.formProps} aria-label="Edit profile">
        <TextField label="Name" autoComplete="name" {...form.field('displayName')} />
        <TextField label="Phone" type="tel" autoComplete="tel" optional {...form.field('phone')} />
        <TextField label="Photo address" type="url" optional hint="An https:// link to a square image." {...form.field('photoURL')} />
        <FormStatus state={form.status} />
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Save profile'}
        </button>
      </form>
      <BusinessForm profile={profile} />
    </section>
  );
}
