/** zod schemas of the admin bodies (requirements 7.3) with the messages of requirements 5 and 8. */
import { z } from 'zod';
import { limits, numberFromText, optionalDigits, optionalEmail, optionalText, requiredText } from './fields.ts';

export const loginSchema = z.object({
  userId: requiredText('Please enter your User ID', 64),
  password: requiredText('Please enter your password', 128),
});

export const profileSchema = z.object({
  userName: optionalText(),
  email: optionalEmail(),
  mobileNo: optionalDigits('Mobile number must contain digits only (at most 10)'),
});

export const passwordRules = { min: 8, max: 128 } as const;

export const passwordChangeSchema = z
  .object({
    oldPassword: requiredText('Please enter your current password', passwordRules.max),
    newPassword: z
      .string({ error: 'Please enter a new password' })
      .min(passwordRules.min, `New password must be at least ${passwordRules.min} characters`)
      .max(passwordRules.max, `New password must be at most ${passwordRules.max} characters`),
    confirmPassword: z.string({ error: 'Please confirm the new password' }),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: 'New password and confirm password do not match',
    path: ['confirmPassword'],
  })
  .refine((b) => b.newPassword !== b.oldPassword, {
    message: 'New password must be different from the current password',
    path: ['newPassword'],
  });

/** requirements 5/8: 'Please enter a valid price' (a positive number, at most two decimals). */
const validPrice = 'Please enter a valid price';
export const priceSchema = z.object({
  price: z.preprocess(
    numberFromText,
    z.number({ error: validPrice }).finite(validPrice).positive(validPrice).max(100_000_000, validPrice)
      .refine((n) => Math.round(n * 100) === n * 100, validPrice),
  ),
});

export const vehicleStatusSchema = z.object({
  status: z.preprocess(numberFromText, z.union([z.literal(1), z.literal(0)], {
    error: 'status must be 1 or 0',
  })),
});

/**
 * requirements 5: add offer needs title, description and image ('Please fill all fields').
 * The Hindi title and description are optional: a Hindi page shows the English ones without them.
 */
export const offerFieldsSchema = z.object({
  title: requiredText('Please fill all fields', 120),
  description: requiredText('Please fill all fields', limits.longText),
  titleHi: optionalText(120),
  descriptionHi: optionalText(limits.longText),
});

export const vehicleTypes = ['bikes', 'scooters', 'ev'] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export type LoginBody = z.input<typeof loginSchema>;
export type ProfileBody = z.input<typeof profileSchema>;
export type PasswordChangeBody = z.input<typeof passwordChangeSchema>;
