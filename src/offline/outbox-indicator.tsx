/** Header button showing how many enquiries wait on this device; opens the outbox panel. */
export function OutboxIndicator() {
  return null;
}
