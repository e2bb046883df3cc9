/**
 * After a refused SUBMIT: the first invalid field in page order is brought to the middle of
 * the screen, clear of the sticky header above and any sticky bar below on every screen
 * size, and focused, so a screen reader reads its label and error at once.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  // A group (the opt-in ticks) is marked on its fieldset; focus its first box.
  const target = invalid.matches('input, select, textarea, button')
    ? invalid
    : (invalid.querySelector<HTMLElement>('input, select, textarea, button') ?? invalid);
  target.scrollIntoView({ block: 'center', inline: 'nearest' });
  target.focus({ preventScroll: true });
}
