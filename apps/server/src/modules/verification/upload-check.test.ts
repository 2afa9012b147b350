import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkUpload, detectFileKind } from './upload-check';

const enc = (s: string) => new TextEncoder().encode(s);
const bytes = (...b: number[]) => new Uint8Array(b);
const docx = zipSync({ '[Content_Types].xml': enc('<Types/>'), 'word/document.xml': enc('<w:document/>') });
const xlsx = zipSync({ '[Content_Types].xml': enc('<Types/>'), 'xl/workbook.xml': enc('<workbook/>') });
const ole = (stream: string) => {
  const b = new Uint8Array(1024);
  b.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  b.set(
    [...stream].flatMap((c) => [c.charCodeAt(0), 0]),
    512,
  );
  return b;
};

describe('upload check (by content, not by name)', () => {
  it('recognises each accepted kind by its signature', () => {
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('jpg');
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectFileKind(bytes(0x42, 0x4d, 1, 2, 3, 4, 0, 0, 0, 0, 0x36, 0, 0, 0))).toBe('bmp');
    expect(detectFileKind(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('tiff');
    expect(detectFileKind(bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe('tiff');
    expect(detectFileKind(enc('%PDF-1.4\n'))).toBe('pdf');
    expect(detectFileKind(ole('WordDocument'))).toBe('doc');
    expect(detectFileKind(docx)).toBe('docx');
  });

  it('knows nothing else: scripts, HTML, spreadsheets, other zips, text that starts like BMP', () => {
    for (const b of [
      enc('#!/bin/sh\n'),
      enc('<svg onload=alert(1)>'),
      enc('MZ\x90\x00'),
      xlsx,
      ole('Workbook'),
      enc('BMW is a car maker'),
      bytes(),
    ])
      expect(detectFileKind(b)).toBeNull();
  });

  it('refuses a name that does not match the content, an extension off the list, empty and oversized files', () => {
    const jpg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0);
    const check = (fileName: string, b: Uint8Array, extra: { maxBytes?: number; imagesOnly?: boolean } = {}) =>
      checkUpload({ fileName, bytes: b, maxBytes: extra.maxBytes ?? 1000, imagesOnly: extra.imagesOnly });
    expect(check('passport.jpg', jpg)).toEqual({ ok: true, kind: 'jpg', contentType: 'image/jpeg' });
    expect(check('passport.JPEG', jpg)).toMatchObject({ ok: true });
    expect(check('passport.jpg', enc('%PDF-1.7'))).toEqual({ ok: false, error: 'mismatch' });
    expect(check('passport.jpg', enc('#!/usr/bin/env node\n'))).toEqual({ ok: false, error: 'content' });
    expect(check('passport.png', jpg)).toEqual({ ok: false, error: 'mismatch' });
    expect(check('passport.gif', jpg)).toEqual({ ok: false, error: 'extension' });
    expect(check('passport.jpg.exe', jpg)).toEqual({ ok: false, error: 'extension' });
    expect(check('passport.jpg', new Uint8Array())).toEqual({ ok: false, error: 'empty' });
    expect(check('passport.jpg', jpg, { maxBytes: 5 })).toEqual({ ok: false, error: 'tooLarge' });
    expect(check('statement.docx', docx)).toMatchObject({ ok: true, kind: 'docx' });
    expect(check('statement.doc', docx)).toEqual({ ok: false, error: 'mismatch' });
    expect(check('selfie.pdf', enc('%PDF-1.7'), { imagesOnly: true })).toEqual({ ok: false, error: 'notImage' });
  });
});
