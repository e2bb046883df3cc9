import { ThirdPartyEmbed } from '../ui/third-party-embed.tsx';
import { MapFallback } from './map-fallback.tsx';

export interface HomeMapProps {
  title: string;
  address: string;
  /** `mapEmbedUrl` and `mapsLink` of the showroom (src/contract/site.ts). */
  src: string;
  mapsHref: string;
}

/** The home page's map of the main showroom, with its address and a maps link offline (home-page.tsx loads it when near). */
export default function HomeMap({ title, address, src, mapsHref, aspectRatio }: HomeMapProps & { aspectRatio: string }) {
  return (
    <ThirdPartyEmbed
      src={src}
      title={title}
      fallback={<MapFallback address={address} mapsHref={mapsHref} />}
      aspectRatio={aspectRatio}
    />
  );
}
