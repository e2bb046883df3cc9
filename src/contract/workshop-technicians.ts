/**
 * The job card's technician, chosen from the showroom's staff (docs/workshop.md "The
 * technician"): the list a form offers, and the change of an opened card's technician.
 */
import { z } from 'zod';

export const technicianPaths = {
  /** Staff: GET ?showroom=: the active staff accounts of a showroom, by name. */
  technicians: '/api/admin/workshop/technicians',
  /** Staff: POST {technicianId (null: none), version}: the card's technician. */
  technician: '/api/admin/workshop/job-cards/:id/technician',
} as const;

export interface Technician {
  userId: string;
  name: string;
}

export const technicianMessages = {
  unknown: 'Please choose one of this showroom\'s staff',
} as const;

export const techniciansQuerySchema = z.object({
  showroom: z.string({ error: 'Please choose one of our showrooms' }).regex(/^\d{1,4}$/, 'Please choose one of our showrooms'),
});

export const technicianChangeSchema = z.object({
  technicianId: z.string({ error: technicianMessages.unknown }).trim().min(1, technicianMessages.unknown).max(60, technicianMessages.unknown).nullable(),
  version: z.number({ error: 'The job card\'s version is needed' }).int().min(1),
});
