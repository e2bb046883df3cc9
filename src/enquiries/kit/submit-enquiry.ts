/**
 * The forms' submit: the shared one in src/lib (the on-road quote submits a product
 * enquiry through it too, from the catalogue).
 */
export * from '../../lib/submit-enquiry.ts';
