/**
 * A made-up phone photo for the image pipeline's tests and benchmark: a scene with sky,
 * road, a bike-like shape and signs, under the per-pixel grain of a phone sensor, saved
 * as a high-quality JPEG with the EXIF a phone writes (orientation, GPS position). The
 * grain makes the file as big as a real 12 MP photo; like a real one, it averages away
 * when the picture is made smaller.
 */
import sharp from 'sharp';

interface PhonePhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation (6: the phone was held upright, the pixels lie on their side). */
  orientation?: number;
  /** JPEG quality: 95 makes about 12 MB at 4000x3000. */
  quality?: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** Sensor grain (standard deviation of the noise). */
  grain?: number;
}

/** The GPS position written into the photo's EXIF (a Gurgaon showroom). */
const photoGps = { GPSLatitudeRef: 'N', GPSLatitude: '28/1 28/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 1/1 4321/100' };

function scene(width: number, height: number): Buffer {
  const s = (n: number) => Math.round((n * width) / 4000);
  const signs = Array.from({ length: 12 }, (_, i) =>
    `<rect x="${s(120 + i * 320)}" y="${s(300 + (i % 3) * 90)}" width="${s(260)}" height="${s(140)}" fill="hsl(${i * 30},70%,45%)"/>` +
    `<text x="${s(140 + i * 320)}" y="${s(390 + (i % 3) * 90)}" font-size="${s(60)}" fill="#fff" font-family="sans-serif">SALE ${i + 1}</text>`).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#e8f1fb"/></linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#555"/><stop offset="1" stop-color="#222"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect y="${height * 0.6}" width="100%" height="${height * 0.4}" fill="url(#road)"/>
    ${signs}
    <circle cx="${s(1300)}" cy="${s(2200)}" r="${s(420)}" fill="none" stroke="#111" stroke-width="${s(110)}"/>
    <circle cx="${s(2800)}" cy="${s(2200)}" r="${s(420)}" fill="none" stroke="#111" stroke-width="${s(110)}"/>
    <path d="M${s(1300)} ${s(2200)} L${s(1900)} ${s(1500)} L${s(2800)} ${s(2200)} L${s(2100)} ${s(2200)} Z" fill="#b00" stroke="#300" stroke-width="${s(30)}"/>
    <rect x="${s(1750)}" y="${s(1300)}" width="${s(700)}" height="${s(220)}" rx="${s(60)}" fill="#c00"/>
  </svg>`);
}

/** A phone photo's bytes (JPEG unless told), with orientation and GPS in its EXIF. */
export async function phonePhoto(options: PhonePhotoOptions = {}): Promise<Buffer> {
  const { width = 4000, height = 3000, orientation = 1, quality = 95, format = 'jpeg', grain = 28 } = options;
  const base = await sharp(scene(width, height)).removeAlpha().raw().toBuffer();
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: grain } } })
    .raw().toBuffer();
  const picture = sharp(base, { raw: { width, height, channels: 3 } })
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .withMetadata({ orientation })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'Camera 12' }, IFD3: photoGps });
  if (format === 'png') return picture.png({ compressionLevel: 1 }).toBuffer();
  if (format === 'webp') return picture.webp({ quality }).toBuffer();
  return picture.jpeg({ quality }).toBuffer();
}
