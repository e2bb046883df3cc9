/**
 * What /admin shows when the admin app's own code cannot be loaded (offline before it was
 * saved, or its download failed): the screen that says so, with links that reload the
 * page. The public router loads it through this admin file, so its chunk (and the admin
 * menu it lists) belongs to the admin area and never to a public screen's chunks.
 */
import { ScreenNeedsConnection } from './screen-needs-connection.tsx';

export function AdminCodeUnavailable() {
  return <ScreenNeedsConnection reload />;
}
