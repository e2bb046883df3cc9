import type { StaffRecord } from '#contract/lead-api.ts';
import { Modal } from '../../ui/modal.tsx';

interface StaffSwitchDialogProps {
  /** The account to switch, or undefined when the dialog is closed. */
  staff: StaffRecord | undefined;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (staff: StaffRecord) => void;
}

/** The confirmation before an account is switched off (its sessions end at once) or on. */
export function StaffSwitchDialog({ staff, pending, onCancel, onConfirm }: StaffSwitchDialogProps) {
  const name = staff ? staff.userName || staff.userId : '';
  const off = staff?.active ?? false;
  return (
    <Modal open={staff !== undefined} onClose={onCancel} title={off ? `Switch off ${name}?` : `Switch on ${name}?`}>
      <p>
        {off
          ? `${name} (${staff?.userId}) will be signed out on every device at once and cannot sign in until switched on again.`
          : `${name} (${staff?.userId}) will be able to sign in again with their password.`}
      </p>
      <div className="admin-actions">
        <button type="button" className="btn btn-primary admin-keep-case" disabled={pending} onClick={() => staff && onConfirm(staff)}>
          {pending ? 'Saving...' : off ? 'Switch off' : 'Switch on'}
        </button>
        <button type="button" className="btn btn-outline admin-keep-case" onClick={onCancel}>Cancel</button>
      </div>
    </Modal>
  );
}
