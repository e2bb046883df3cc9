/**
 * The showroom whose dealer page the visitor opened last, kept on this device so the
 * service, test-ride and finance forms can preselect it. Storage may be unavailable
 * (private modes, full quota): then nothing is remembered and the forms say "Any showroom".
 */
import { showroomIdOf, type ShowroomId } from '#contract/site.ts';

const storageKey = 'gtw.preferred-showroom';

export function rememberShowroom(id: ShowroomId): void {
  try {
    localStorage.setItem(storageKey, String(id));
  } catch {
    // Nothing to keep it in: the forms start at "Any showroom".
  }
}

export function rememberedShowroom(): ShowroomId | null {
  try {
    return showroomIdOf(localStorage.getItem(storageKey));
  } catch {
    return null;
  }
}
