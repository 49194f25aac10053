// The careers page's openings: every opening, open or closed, newest first; a new one or an edit in
// a form (title, location, kind, Markdown description); closing takes it off /careers and reopening
// puts it back. Each change is one audited write with the opening's version as precondition.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { CAREERS } from 'shared-data';
import { careerFormSchema } from 'shared-data/admin';
import { auditedWrite, CAREER_TYPES, ConflictError, type CareerFormValues } from 'shared-data/admin';
import { FormError, FormStatus, SelectField, TextAreaField, TextField, useForm } from 'shared-ui';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { newCareerId, postedNow, type AdminCareerOpening } from '../../../lib/admin-careers';
import { FormButtons } from '../../../components/form-buttons/form-buttons';

const EMPTY: CareerFormValues = { title: '', location: '', type: 'Full-time', description: '' };

export function CareerOpenings({ openings }: { openings: AdminCareerOpening[] }) {
  const revalidator = useRevalidator();
  const actor = useAdminActor();
  const [editing, setEditing] = useState<AdminCareerOpening | 'new' | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  const setActive = async (opening: AdminCareerOpening, active: boolean) => {
    const db = await loadSignedInDb();
    if (!db || !actor) return;
    try {
      await auditedWrite({
        db,
        actor,
        kind: 'update',
        collection: CAREERS,
        id: opening.id,
        action: active ? 'career.reopen' : 'career.close',
        summary: `${active ? 'Reopened' : 'Closed'} the opening ${opening.title}`,
        data: { active },
        base: { active: opening.active, updatedAt: opening.updatedAt },
      });
      await revalidator.revalidate();
      setOutcome({
        kind: 'success',
        message: active ? `${opening.title} is open again and listed on /careers.` : `${opening.title} is closed and no longer listed on /careers.`,
      });
    } catch (error) {
      setOutcome({
        kind: 'error',
        message:
          error instanceof ConflictError
            ? 'Someone else changed this opening meanwhile. Reload the page and try again.'
            : 'The change could not be saved. Try again.',
      });
    }
  };

  return (
    <section className="admin-card admin-fieldset" aria-labelledby="career-openings-heading">
      <h2 id="career-openings-heading">Openings</h2>
      <div role="status" aria-live="polite">
        {outcome ? <p className={`admin-alert admin-alert--${outcome.kind}`}>{outcome.message}</p> : null}
      </div>
      {openings.length ? (
        <div className="data-table__scroll">
          <table className="data-table" aria-label="Openings">
            <thead>
              <tr>
                <th scope="col">Opening</th>
                <th scope="col">Posted</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {openings.map((opening) => (
                <tr key={opening.id}>
                  <td>
                    {opening.title}
                    <span className="data-table__sub">
                      {opening.location} · {opening.type}
                    </span>
                  </td>
                  <td>{opening.postedLabel || '—'}</td>
                  <td>
                    <span className={`admin-status admin-status--${opening.active ? 'active' : 'archived'}`}>{opening.active ? 'Open' : 'Closed'}</span>
                  </td>
                  <td>
                    <div className="form-actions">
                      <button type="button" className="button" onClick={() => setEditing(opening)} aria-label={`Edit ${opening.title}`}>
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button"
                        onClick={() => void setActive(opening, !opening.active)}
                        aria-label={`${opening.active ? 'Close' : 'Reopen'} ${opening.title}`}
                      >
                        {opening.active ? 'Close' : 'Reopen'}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="admin-muted">No openings yet.</p>
      )}
      {editing ? (
        <OpeningForm
          key={editing === 'new' ? 'new' : editing.id}
          opening={editing === 'new' ? null : editing}
          onDone={async (message) => {
            await revalidator.revalidate();
            setEditing(null);
            setOutcome({ kind: 'success', message });
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            Add an opening
          </button>
        </p>
      )}
    </section>
  );
}

function OpeningForm({ opening, onDone, onCancel }: { opening: AdminCareerOpening | null; onDone: (message: string) => Promise<void>; onCancel: () => void }) {
  const actor = useAdminActor();
  const form = useForm<CareerFormValues, ReturnType<typeof careerFormSchema.parse>>({
    initialValues: opening
      ? {
          title: opening.title,
          location: opening.location,
          type: (CAREER_TYPES as readonly string[]).includes(opening.type) ? (opening.type as CareerFormValues['type']) : 'Full-time',
          description: opening.description,
        }
      : EMPTY,
    schema: careerFormSchema,
    onSubmit: async (checked) => {
      const db = await loadSignedInDb();
      if (!db || !actor) throw new FormError('You are signed out or offline, so nothing was saved.');
      try {
        if (opening) {
          await auditedWrite({
            db,
            actor,
            kind: 'update',
            collection: CAREERS,
            id: opening.id,
            action: 'career.update',
            summary: `Changed the opening ${checked.title}`,
            data: checked,
            base: { title: opening.title, location: opening.location, type: opening.type, description: opening.description, updatedAt: opening.updatedAt },
          });
        } else {
          await auditedWrite({
            db,
            actor,
            kind: 'create',
            collection: CAREERS,
            id: newCareerId(db),
            action: 'career.create',
            summary: `Opened the position ${checked.title}`,
            data: { ...checked, active: true, postedAt: postedNow() },
          });
        }
      } catch (error) {
        throw new FormError(
          error instanceof ConflictError
            ? 'Someone else changed this opening since you opened it. Cancel, reload the page and edit it again.'
            : 'The opening could not be saved. Try again; what you typed stays here.',
        );
      }
      await onDone(opening ? `${checked.title} is saved.` : `${checked.title} is open and listed on /careers.`);
    },
  });
  return (
    <form {...form.formProps} className="admin-dialog-form" aria-label={opening ? `Edit ${opening.title}` : 'New opening'}>
      <h3>{opening ? `Edit ${opening.title}` : 'New opening'}</h3>
      <TextField label="Job title" {...form.field('title')} />
      <div className="admin-form__row">
        <TextField label="Location" {...form.field('location')} />
        <SelectField label="Kind" options={CAREER_TYPES.map((type) => ({ value: type, label: type }))} {...form.field('type')} />
      </div>
      <TextAreaField label="Description (Markdown)" rows={6} {...form.field('description')} />
      <FormButtons pending={form.pending} submitLabel={opening ? 'Save opening' : 'Open the position'} onCancel={onCancel} />
      <FormStatus state={form.status} />
    </form>
  );
}
