import { useState, type FormEvent } from 'react';
import { appointmentPurposes, type AppointmentPurpose } from '#contract/appointment-slots.ts';
import { mobileMessage } from '#contract/fields.ts';
import { normalizeIndianMobile } from '#contract/mobile.ts';
import type { WalkIn } from './appointment-outbox.ts';
import { purposeLabels } from './appointment-words.ts';

/** Someone who came in without booking: recorded as Arrived now, online or not. */
export function WalkInForm({ showroomId, onSave, onClose }: { showroomId: number; onSave: (walkIn: WalkIn) => Promise<void>; onClose: () => void }) {
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [purpose, setPurpose] = useState<AppointmentPurpose>('test-ride');
  const [model, setModel] = useState('');
  const [errors, setErrors] = useState<{ name?: string; mobile?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = normalizeIndianMobile(mobile);
    const next = {
      ...(name.trim() ? {} : { name: 'Please enter the name' }),
      ...(digits ? {} : { mobile: mobile.trim() ? mobileMessage : 'Please enter the mobile number' }),
    };
    setErrors(next);
    if (next.name || !digits) return;
    await onSave({ showroomId, purpose, name: name.trim(), mobile: digits, model: model.trim() });
  };

  return (
    <form className="appt-form appt-walk-in" onSubmit={(e) => void submit(e)} aria-label="Walk-in" noValidate>
      <h2 className="lead-form-title">Walk-in</h2>
      <label className="admin-field">
        Name
        <input value={name} maxLength={80} autoComplete="off" onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(errors.name)} aria-describedby={errors.name ? 'walk-in-name-error' : undefined} />
        {errors.name && <span className="admin-field-error" id="walk-in-name-error">{errors.name}</span>}
      </label>
      <label className="admin-field">
        Mobile
        <input value={mobile} inputMode="tel" maxLength={14} autoComplete="off" onChange={(e) => setMobile(e.target.value)} aria-invalid={Boolean(errors.mobile)} aria-describedby={errors.mobile ? 'walk-in-mobile-error' : undefined} />
        {errors.mobile && <span className="admin-field-error" id="walk-in-mobile-error">{errors.mobile}</span>}
      </label>
      <label className="admin-field">
        For
        <select value={purpose} onChange={(e) => setPurpose(e.target.value as AppointmentPurpose)}>
          {appointmentPurposes.map((p) => (
            <option key={p} value={p}>{purposeLabels[p]}</option>
          ))}
        </select>
      </label>
      <label className="admin-field">
        Model (optional)
        <input value={model} maxLength={80} onChange={(e) => setModel(e.target.value)} />
      </label>
      <div className="appt-actions">
        <button type="submit" className="btn btn-primary lead-btn">Record walk-in</button>
        <button type="button" className="btn btn-outline lead-btn" onClick={onClose}>Close</button>
      </div>
    </form>
  );
}
