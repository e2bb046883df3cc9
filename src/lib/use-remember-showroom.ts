import { useEffect } from 'react';
import type { ShowroomId } from '#contract/site.ts';
import { rememberShowroom } from './remembered-showroom.ts';

/** A dealer page the visitor opens becomes the showroom the enquiry forms preselect. */
export function useRememberShowroom(id: ShowroomId | undefined): void {
  useEffect(() => {
    if (id !== undefined) rememberShowroom(id);
  }, [id]);
}
