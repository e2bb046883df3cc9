/**
 * The availability a booking form shows, read once when the form opens (and again after a
 * refusal): the server's, or with no signal the device's last copy.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AppointmentPurpose } from '#contract/appointment-slots.ts';
import { readAvailability, type AvailabilityRead } from './availability-copy.ts';

interface AvailabilityState {
  /** undefined while loading; null when neither the server nor the device has one. */
  read: AvailabilityRead | null | undefined;
  reload: () => void;
}

export function useAvailability(purpose: AppointmentPurpose, model: string): AvailabilityState {
  const [read, setRead] = useState<AvailabilityRead | null | undefined>(undefined);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    readAvailability(purpose, model, controller.signal).then(
      (answer) => setRead(answer),
      () => {},
    );
    return () => controller.abort();
  }, [purpose, model, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { read, reload };
}
