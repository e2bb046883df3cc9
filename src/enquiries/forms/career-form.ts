/**
 * requirements 2.3, 3 and 7.2: the career application, sent as multipart with the resume file.
 * requirements 5 marks the name required without checking it; name and mobile are checked (a
 * documented fix: an applicant is called back too).
 */
import { z } from 'zod';
import { defineForm } from '../kit/form-definition.ts';
import { careerSchema } from '#contract/enquiry-schemas.ts';
import { emailField, mobileField, nameField } from './common-fields.ts';
import { resumeAccept, resumeProblem } from './resume-file.ts';

const resumeValue = z
  .custom<File | null>((v) => v === null || v === undefined || (typeof v === 'object' && 'name' in v && 'size' in v))
  .nullable()
  .optional()
  .superRefine((file, ctx) => {
    const problem = resumeProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const careerFormSchema = careerSchema.extend({ resume: resumeValue });

export const careerForm = defineForm<z.output<typeof careerFormSchema>>({
  kind: 'career',
  title: 'Career form',
  schema: () => careerFormSchema,
  defaults: { name: '', phone: '', email: '', address: '', area: '', position: '', resume: null },
  fields: [
    nameField(true, 'Your name'),
    mobileField('phone'),
    emailField('email', 'Email address'),
    { name: 'address', label: 'Address', type: 'text', placeholder: 'Your address' },
    { name: 'area', label: 'Area', type: 'text', placeholder: 'Your area' },
    { name: 'position', label: 'Applied position', type: 'text', placeholder: 'e.g. Sales executive' },
    { name: 'resume', label: 'Resume', type: 'file', accept: resumeAccept, wide: true, hint: 'PDF or Word (.pdf, .doc, .docx)' },
  ],
  toBody: ({ resume: _resume, ...fields }) => fields,
  fileOf: (values) => values.resume ?? null,
  submitLabel: 'Submit',
});
