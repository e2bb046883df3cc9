import type { Locator, Page } from '@playwright/test';

/** Every public enquiry page renders its form with this class. */
export const enquiryForm = (page: Page): Locator => page.locator('form.enquiry-form');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its exact label; required fields carry an asterisk after the text. */
export const field = (scope: Page | Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?$`));
