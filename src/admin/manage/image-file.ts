/** The image of an Add Offer or Add gallery form: required, one picked file (requirements 5). */
import { z } from 'zod';

export function imageFile(message: string) {
  return z
    .custom<File | null>((value) => typeof File !== 'undefined' && value instanceof File, { message })
    .transform((file) => file as File);
}
