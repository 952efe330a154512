import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  ALLOWED_CONTENT_TYPES,
  DOCX_CONTENT_TYPE,
  SNIFF_HEAD_BYTES,
  sniffContentType,
} from '../../../src/extraction/documents/sniff.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures', name));
const head = (name: string) => fixture(name).subarray(0, SNIFF_HEAD_BYTES);
const bytes = (...values: number[]) => Uint8Array.from([...values, ...new Array(32).fill(7)]);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffContentType', () => {
  it('names each fixture by its content', () => {
    expect(sniffContentType(head('invoice.pdf'), 'invoice.pdf')).toBe('application/pdf');
    expect(sniffContentType(head('invoice.docx'), 'invoice.docx')).toBe(DOCX_CONTENT_TYPE);
    expect(sniffContentType(head('invoice.txt'), 'invoice.txt')).toBe('text/plain');
    expect(sniffContentType(head('invoice.html'), 'invoice.html')).toBe('text/html');
    expect(sniffContentType(head('invoice.eml'), 'invoice.eml')).toBe('message/rfc822');
    expect(sniffContentType(head('malformed.pdf'), 'malformed.pdf')).toBe('application/pdf');
    expect(sniffContentType(head('zip-bomb.docx'), 'zip-bomb.docx')).toBe(DOCX_CONTENT_TYPE);
  });

  it('trusts bytes over a misleading file name', () => {
    expect(sniffContentType(head('invoice.pdf'), 'invoice.txt')).toBe('application/pdf');
    expect(sniffContentType(head('invoice.docx'), 'upload.bin')).toBe(DOCX_CONTENT_TYPE);
    expect(sniffContentType(head('invoice.html'), 'page')).toBe('text/html');
    expect(sniffContentType(head('invoice.eml'), 'message')).toBe('message/rfc822');
  });

  it('takes a file named as a binary format whose bytes are no such file as that format (damaged)', () => {
    expect(sniffContentType(head('invoice.txt'), 'invoice.pdf')).toBe('application/pdf');
    expect(sniffContentType(text('not an image'), 'scan.PNG')).toBe('image/png');
    expect(sniffContentType(Uint8Array.from([0x00, 0x01, 0xfe]), 'letter.docx')).toBe(DOCX_CONTENT_TYPE);
    // Bytes of another known format still win over the name.
    expect(sniffContentType(head('invoice.pdf'), 'scan.png')).toBe('application/pdf');
  });

  it('recognises the image formats by their magic numbers', () => {
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'a')).toBe('image/png');
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0), 'a')).toBe('image/jpeg');
    expect(sniffContentType(bytes(...text('RIFF'), 1, 2, 3, 4, ...text('WEBPVP8 ')), 'a')).toBe('image/webp');
    expect(sniffContentType(bytes(0x49, 0x49, 0x2a, 0x00), 'a')).toBe('image/tiff');
    expect(sniffContentType(bytes(0x4d, 0x4d, 0x00, 0x2a), 'a')).toBe('image/tiff');
  });

  it('tells the text formats apart by extension and content', () => {
    expect(sniffContentType(text('a;b;c\n1;2;3\n'), 'data.csv')).toBe('text/csv');
    expect(sniffContentType(text('name;amount\nA;1,50\nB;2,00\n'), 'export')).toBe('text/csv');
    expect(sniffContentType(text('{"invoice": 1}'), 'data.json')).toBe('application/json');
    expect(sniffContentType(text('[1, 2]'), 'noext')).toBe('application/json');
    expect(sniffContentType(text('<!doctype html><p>x</p>'), 'x.txt')).toBe('text/plain');
    expect(sniffContentType(text('<html><body>x</body></html>'), 'page')).toBe('text/html');
    expect(sniffContentType(text('From: a@example.com\r\nSubject: x\r\n\r\nbody'), 'mail')).toBe('message/rfc822');
    expect(sniffContentType(text('Hello, this is a letter.'), 'letter')).toBe('text/plain');
    expect(sniffContentType(text('not json at all'), 'data.json')).toBe('text/plain');
  });

  it('reads Windows-1252 and UTF-16 text as text', () => {
    expect(sniffContentType(Uint8Array.from([0x46, 0xe4, 0x6c, 0x6c, 0x69, 0x67]), 'notes.txt')).toBe('text/plain');
    expect(sniffContentType(Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00]), 'notes')).toBe('text/plain');
  });

  it('refuses binary data that matches no supported format, and empty files', () => {
    expect(sniffContentType(Uint8Array.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0x00]), 'blob.bin')).toBeNull();
    expect(sniffContentType(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'archive.zip')).toBeNull();
    expect(sniffContentType(new Uint8Array(), 'empty.txt')).toBeNull();
    expect(ALLOWED_CONTENT_TYPES).toHaveLength(11);
  });
});
