/**
 * Whether an error means a screen's code (a JS or CSS chunk) could not be fetched, as
 * browsers and Vite word it: Chromium "Failed to fetch dynamically imported module",
 * Firefox "error loading dynamically imported module", Safari "Importing a module script
 * failed", Vite "Unable to preload CSS for ...".
 */
const codeLoadMessages = [/dynamically imported module/i, /importing a module script failed/i, /unable to preload css/i];

export function isCodeLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return codeLoadMessages.some((pattern) => pattern.test(message));
}
