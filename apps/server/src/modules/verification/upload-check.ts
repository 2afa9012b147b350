import { unzipSync } from 'fflate';
import { UPLOAD_EXTENSIONS, type UploadExtension } from '@fortuna/contracts';

/**
 * An uploaded file is judged by its content, never by its name alone: the first bytes (its "magic")
 * say what it is, and that must agree with the name's extension, which must be one of the accepted
 * ones. A script or a PDF named `.jpg` is refused.
 */
export type FileKind = 'jpg' | 'png' | 'bmp' | 'tiff' | 'pdf' | 'doc' | 'docx';

export const MIME_TYPES: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png', 'bmp', 'tiff'];
const KIND_OF_EXTENSION: Record<UploadExtension, FileKind> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  bmp: 'bmp',
  tiff: 'tiff',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
};

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const utf16 = (s: string) => [...s].flatMap((c) => [c.charCodeAt(0), 0]);

function contains(bytes: Uint8Array, needle: number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** What the bytes are, by their signature; null when they are none of the accepted kinds. */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // BM, then a little-endian file size and two reserved zero words
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 14 && bytes[6] === 0 && bytes[7] === 0 && bytes[8] === 0 && bytes[9] === 0)
    return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // an OLE2 compound file holding a Word document stream
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && contains(bytes, utf16('WordDocument'))) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && isWordZip(bytes)) return 'docx';
  return null;
}

/** A zip is a Word document when it has the OOXML content types and a word/document.xml part (nothing is inflated). */
function isWordZip(bytes: Uint8Array): boolean {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return false;
  }
  return names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}

export type UploadRefusal = 'empty' | 'tooLarge' | 'extension' | 'content' | 'mismatch' | 'notImage';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function checkUpload(input: {
  fileName: string;
  bytes: Uint8Array;
  maxBytes: number;
  imagesOnly?: boolean;
}): { ok: true; kind: FileKind; contentType: string } | { ok: false; error: UploadRefusal } {
  if (input.bytes.length === 0) return { ok: false, error: 'empty' };
  if (input.bytes.length > input.maxBytes) return { ok: false, error: 'tooLarge' };
  const ext = extensionOf(input.fileName);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return { ok: false, error: 'extension' };
  const kind = detectFileKind(input.bytes);
  if (!kind) return { ok: false, error: 'content' };
  if (KIND_OF_EXTENSION[ext as UploadExtension] !== kind) return { ok: false, error: 'mismatch' };
  if (input.imagesOnly && !IMAGE_KINDS.includes(kind)) return { ok: false, error: 'notImage' };
  return { ok: true, kind, contentType: MIME_TYPES[kind] };
}
