/**
 * A form's showroom stays one the person works. A form can open before the person's
 * showrooms are known (a direct link to it right after signing in, while GET /api/me is on
 * its way and the device remembers none): it then starts at no showroom, which the schema
 * refuses, and out of sight where one showroom hides the field. Once they are known, a
 * value outside them becomes the first of them.
 */
import { useEffect } from 'react';

export function useWorkedShowroom(current: number, showroomIds: readonly number[], choose: (showroomId: number) => void): void {
  const first = showroomIds[0];
  const worked = showroomIds.includes(current);
  useEffect(() => {
    if (!worked && first !== undefined) choose(first);
  }, [worked, first, choose]);
}
