/**
 * A change put in the device's outbox from a local-first screen (the appointments day, the
 * workshop board): the outbox sends it; if the device itself could not store it (a full
 * disk, a private window), the person is told to try again, never left believing it saved.
 */
import { toast } from 'sonner';

export async function queuedOnDevice(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch {
    toast.error('This device could not save that; please try again');
  }
}
