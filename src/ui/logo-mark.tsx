import { mediaUrl } from '../lib/api.ts';
import { logoPictureUrl } from '#contract/site-settings.ts';

/** The picture alone (the header's and the footer's): the dealer's logo, or the drawn shield. */
export function LogoMark({ logoPath }: { logoPath: string }) {
  // The name beside it says who it is: the picture itself is decoration. One small file
  // (logoPictureUrl), the same a device keeps offline and the quote's letterhead draws.
  if (logoPath) return <img className="logo-mark logo-picture" src={mediaUrl(logoPictureUrl(logoPath))} width="52" height="52" alt="" decoding="async" />;
  return (
    <svg className="logo-mark" width="52" height="52" viewBox="0 0 64 64" aria-hidden="true">
      <path d="M32 2 58 12v20c0 15-11 25-26 30C17 57 6 47 6 32V12z" fill="#c8102e" />
      <path d="M32 7 53 15v17c0 12-9 20-21 25C20 52 11 44 11 32V15z" fill="none" stroke="#fff" strokeOpacity=".35" strokeWidth="1.5" />
      <circle cx="32" cy="31" r="15" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="32" cy="31" r="4" fill="#fff" />
      <path d="M32 16v30M17 31h30M21.4 20.4l21.2 21.2M42.6 20.4 21.4 41.6" stroke="#fff" strokeWidth="1.6" strokeOpacity=".8" />
    </svg>
  );
}
