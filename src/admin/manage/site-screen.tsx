/**
 * Manage > Site (docs/site-settings.md): the dealer's name, brands, logo, GSTIN and office
 * contacts, every showroom, and the social links, as visitors see them in the header,
 * footer, dealer and contact pages and on the quote's letterhead. Owners only (permission
 * `site`). Save sends the whole form; the result is said in words under the button; a
 * change is live at once and reaches the phones and tablets that saved the site.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { AdminSiteSettings, SiteSaveAnswer } from '#contract/site-settings.ts';
import { api, ApiError } from '../../lib/api.ts';
import { useReplaceSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { adminRead } from '../data/admin-read.ts';
import { isNetworkError, serverMessage } from '../session/api-errors.ts';
import { fieldId, SiteField } from './site-field.tsx';
import { checkedBody, formFieldOf, formValuesOf, newShowroom, type FieldProblem, type SiteFormValues } from './site-form-values.ts';
import { SiteLogoField } from './site-logo-field.tsx';
import { SiteShowroomCard } from './site-showroom-card.tsx';
import './site-screen.css';

const siteQuery = adminRead<AdminSiteSettings>(adminApiPaths.adminSite);

type Outcome = { tone: 'done' | 'problem'; text: string } | null;

export function SiteScreen() {
  usePageMeta('Site');
  const { data, error, isPending } = useQuery(siteQuery);

  if (error && !data) {
    const forbidden = error instanceof ApiError && error.status === 403;
    return (
      <section className="admin-screen">
        <h1 className="admin-heading">Site</h1>
        <p className="admin-error" role="alert">
          {forbidden ? "Only the Owner can change the site's details." : 'Failed to load the site details. Please try again.'}
        </p>
      </section>
    );
  }
  if (isPending || !data) return <p className="status-text">Loading...</p>;
  return <SiteForm loaded={data} />;
}

function SiteForm({ loaded }: { loaded: AdminSiteSettings }) {
  const queryClient = useQueryClient();
  const replaceSiteSettings = useReplaceSiteSettings();
  const form = useForm<SiteFormValues>({ defaultValues: formValuesOf(loaded.settings) });
  const showrooms = useFieldArray({ control: form.control, name: 'showrooms', keyName: 'key' });
  const social = useFieldArray({ control: form.control, name: 'social', keyName: 'key' });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Keyed by the showroom's id: why it cannot be removed, shown on its card.
  const [refusals, setRefusals] = useState<Record<number, string>>({});

  // A new read (another tab saved) replaces the form only while nothing is being edited.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(formValuesOf(loaded.settings));
  }, [loaded, form]);

  const showProblems = (problems: FieldProblem[]) => {
    form.clearErrors();
    for (const p of problems) form.setError(p.field as 'dealerName', { type: 'check', message: p.message });
    const first = problems[0];
    setOutcome({ tone: 'problem', text: `Not saved: ${problems.length === 1 ? 'one field needs' : `${problems.length} fields need`} a change. ${first ? first.message : ''}` });
    if (first) document.getElementById(fieldId(first.field))?.focus();
  };

  const save = form.handleSubmit(async (values) => {
    const checked = checkedBody(values);
    if ('problems' in checked) return showProblems(checked.problems);
    form.clearErrors();
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await api<SiteSaveAnswer>(adminApiPaths.adminSite, { method: 'PUT', body: checked.body });
      // The saved settings, new showrooms with their ids; what belongs to each is read again.
      form.reset(formValuesOf(answer.settings));
      setRefusals({});
      replaceSiteSettings(answer.settings);
      void queryClient.invalidateQueries({ queryKey: siteQuery.queryKey });
      setOutcome({ tone: 'done', text: answer.message });
      toast.success(answer.changed ? 'Site details saved' : 'No change to save');
    } catch (failure) {
      const text = isNetworkError(failure)
        ? 'Not saved: saving needs the network and this device is offline. Your changes stay on this screen; save again once you are connected.'
        : `Not saved: ${serverMessage(failure, 'the site details could not be saved. Please try again.')}`;
      const errors = failure instanceof ApiError && failure.body && typeof failure.body === 'object' ? (failure.body as { errors?: { field: string; message: string }[] }).errors : undefined;
      if (errors?.length) showProblems(errors.map((e) => ({ field: formFieldOf(e.field), message: e.message })));
      else setOutcome({ tone: 'problem', text });
      toast.error(isNetworkError(failure) ? 'Not saved: this device is offline' : 'Not saved');
    } finally {
      setSaving(false);
    }
  });

  const remove = (index: number) => {
    const id = form.getValues(`showrooms.${index}.id`);
    const inUse = id === null ? undefined : loaded.inUse[id];
    if (id !== null && inUse) {
      const name = form.getValues(`showrooms.${index}.name`) || 'This showroom';
      setRefusals((r) => ({ ...r, [id]: `${name} cannot be removed: it still has ${inUse.join(' and ')}. Close it instead (visitors no longer see it, its history stays), or move them to another showroom first.` }));
      return;
    }
    if (showrooms.fields.length === 1) {
      setOutcome({ tone: 'problem', text: 'The site needs at least one showroom: add another before removing this one.' });
      return;
    }
    showrooms.remove(index);
  };

  return (
    <FormProvider {...form}>
      <form className="admin-screen site-screen" onSubmit={(e) => void save(e)} noValidate aria-labelledby="site-heading">
        <div className="site-head">
          <h1 id="site-heading" className="admin-heading">Site</h1>
          <p className="site-lead">What visitors see of the dealer: the header, footer, dealer and contact pages, and the letterhead of the on-road quote.</p>
        </div>

        <fieldset className="site-section">
          <legend>Dealer</legend>
          <div className="site-grid">
            <SiteField name="dealerName" label="Dealer name" wide />
            <SiteField name="brandsText" label="Brands sold" hint="Separate brands with a comma, e.g. Honda, Hero Electric" />
            <SiteField name="gstin" label="GSTIN" hint="15 letters and digits, e.g. 06AAGCG4821K1ZK" />
            <SiteField name="hours" label="Opening hours" hint="e.g. 09:30 AM to 07:00 PM" />
            <SiteLogoField />
          </div>
        </fieldset>

        <fieldset className="site-section">
          <legend>Office contacts (footer, contact and career pages)</legend>
          <div className="site-grid">
            <SiteField name="office.address" label="Office address" wide autoComplete="street-address" />
            <SiteField name="office.salesPhone" label="Sales phone" type="tel" inputMode="tel" />
            <SiteField name="office.servicePhone" label="Service phone" type="tel" inputMode="tel" />
            <SiteField name="office.crmPhone" label="Customer care (CRM) phone" type="tel" inputMode="tel" />
            <SiteField name="office.salesEmail" label="Sales e-mail" type="email" inputMode="email" />
            <SiteField name="office.serviceEmail" label="Service e-mail" type="email" inputMode="email" />
            <SiteField name="office.crmEmail" label="Customer care (CRM) e-mail" type="email" inputMode="email" />
            <SiteField name="office.careersEmail" label="Job applications e-mail" type="email" inputMode="email" />
            <SiteField name="office.careersPhone" label="Job applications phone" type="tel" inputMode="tel" />
          </div>
        </fieldset>

        <section className="site-section" aria-labelledby="site-showrooms-heading">
          <div className="site-section-head">
            <h2 id="site-showrooms-heading" className="site-section-title">Showrooms</h2>
            <button type="button" className="btn btn-outline admin-keep-case" onClick={() => showrooms.append(newShowroom(form.getValues('hours')))}>
              Add showroom
            </button>
          </div>
          <ul className="site-showrooms">
            {showrooms.fields.map((field, index) => (
              <SiteShowroomCard
                key={field.key}
                index={index}
                inUse={field.id === null ? undefined : loaded.inUse[field.id]}
                refusal={field.id === null ? undefined : refusals[field.id]}
                onRemove={() => remove(index)}
              />
            ))}
          </ul>
        </section>

        <section className="site-section" aria-labelledby="site-social-heading">
          <div className="site-section-head">
            <h2 id="site-social-heading" className="site-section-title">Social links</h2>
            <button type="button" className="btn btn-outline admin-keep-case" onClick={() => social.append({ name: '', url: '' })}>
              Add link
            </button>
          </div>
          <ul className="site-social">
            {social.fields.map((field, index) => (
              <li key={field.key} className="site-social-row">
                <SiteField name={`social.${index}.name`} label="Network" hint="e.g. Instagram" />
                <SiteField name={`social.${index}.url`} label="Page address" type="url" inputMode="url" />
                <button type="button" className="btn btn-outline admin-small-btn admin-keep-case" onClick={() => social.remove(index)} aria-label={`Remove social link ${index + 1}`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <div className="site-grid">
            <SiteField name="whatsapp" label="WhatsApp chat link" type="url" inputMode="url" hint="e.g. https://wa.me/919811040001; leave empty for none" wide />
          </div>
        </section>

        <div className="site-save-bar">
          <button type="submit" className="btn btn-primary admin-keep-case" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
          <p className={`site-outcome${outcome?.tone === 'problem' ? ' is-problem' : ''}`} role="status">
            {outcome?.text ?? (form.formState.isDirty ? 'Changes not saved yet.' : '')}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
