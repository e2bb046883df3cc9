/** Backup file names carry their time (UTC), so they sort by age and retention can read it back. */

const pattern = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.jsonl\.gz$/;

export function backupFileName(at: Date): string {
  return `backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.jsonl.gz`;
}

/** The time in a backup file name, or null for any other file. */
export function backupTime(name: string): Date | null {
  const m = pattern.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}
