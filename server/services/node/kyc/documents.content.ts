// What an uploaded KYC document is, judged by its first bytes (the name and the declared type are the sender's
// word and prove nothing), and the clean copy we keep: images decoded and encoded again, which drops EXIF, GPS
// and any other metadata or trailing bytes; PDFs as they came.
import sharp from 'sharp';
import { UnsupportedTypeError } from '../../../domain/errors';

export type DocumentMime = 'image/jpeg' | 'image/png' | 'application/pdf';

/** 5 MB, the most a scan or a phone photo of a document needs. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** Room for the multipart boundaries and headers around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** A small file can unpack into a huge image (a decompression bomb): 40 megapixels is more than any scan needs. */
const MAX_PIXELS = 40_000_000;

export const TYPE_MESSAGE = 'Please upload a JPEG, PNG or PDF file';
export const SIZE_MESSAGE = 'The file is too large: the limit is 5 MB';

const SIGNATURES: { mime: DocumentMime; bytes: number[] }[] = [
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

export const EXTENSIONS: Record<DocumentMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

export function sniffType(content: Uint8Array): DocumentMime | null {
  const match = SIGNATURES.find((s) => s.bytes.every((b, i) => content[i] === b));
  return match?.mime ?? null;
}

/** The copy to store. An image that does not decode is refused as not being the image it claims to be. */
export async function cleanDocument(content: Buffer, mime: DocumentMime): Promise<Buffer> {
  if (mime === 'application/pdf') return content;
  try {
    // rotate() first applies the EXIF orientation, so a photo taken sideways stays upright once EXIF is gone.
    const image = sharp(content, { limitInputPixels: MAX_PIXELS }).rotate();
    return await (mime === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer();
  } catch {
    throw new UnsupportedTypeError('The image could not be read. ' + TYPE_MESSAGE);
  }
}
