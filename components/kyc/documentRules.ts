// The upload rules the browser checks before sending a file. The server checks the same limits by the file's
// content (magic bytes), and it is the authority: its 413 / 415 messages are shown as they come.
import type { DocumentKind } from '@/services/kyc.types';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** For the file picker: by type and by extension (some phones report no type). */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_TYPES, '.jpg', '.jpeg', '.png', '.pdf'].join(',');

export const DOCUMENT_MESSAGES = {
  tooLarge:
    'This file is larger than 5 MB. Please choose a smaller file or a lower-resolution scan.',
  wrongType: 'Please choose a JPEG, PNG or PDF file.',
  empty: 'This file is empty. Please choose another.',
} as const;

/** `noun` is the title inside a sentence ('Upload PAN card', 'Upload photo'). */
export const DOCUMENT_LABELS: Record<DocumentKind, { title: string; noun: string; hint: string }> =
  {
    pan: {
      title: 'PAN card',
      noun: 'PAN card',
      hint: 'The front of your PAN card, with the PAN and your name readable.',
    },
    address_proof: {
      title: 'Address proof',
      noun: 'address proof',
      hint: 'Aadhaar, passport, voter ID or driving licence, with the address on the personal details step.',
    },
    photo: {
      title: 'Photo',
      noun: 'photo',
      hint: 'A recent passport-size photo of your face, on a plain background.',
    },
    signature: {
      title: 'Signature',
      noun: 'signature',
      hint: 'Your signature on plain white paper, as you sign your bank cheques.',
    },
  };

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The file's type as the browser reports it, or by its extension when it reports none. */
export function fileType(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** The message for a file the browser can already refuse, or null to send it to the server. */
export function checkDocumentFile(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  if (!(ACCEPTED_TYPES as readonly string[]).includes(fileType(file)))
    return DOCUMENT_MESSAGES.wrongType;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}

/** 1234567 -> '1.2 MB', 2048 -> '2 KB'. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const TYPE_WORDS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
};
export const typeWord = (mime: string) => TYPE_WORDS[mime] ?? mime;

/** The missing kinds in words: 'PAN card and Photo'. */
export function missingWords(kinds: readonly DocumentKind[]): string {
  const names = kinds.map((k) => DOCUMENT_LABELS[k].title);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** An upload's ISO timestamp as forms show dates: DD/MM/YYYY (the local day). */
export function formatIsoDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}
