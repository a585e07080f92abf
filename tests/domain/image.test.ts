import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, imageProblem, MAX_IMAGE_BYTES, sniffImageType } from '../../src/domain/image';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50];
const bytes = (values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('a photo is recognised by its content, never by its name or declared type', () => {
  it.each([
    ['a PNG', bytes(PNG), 'image/png'],
    ['a JPEG', bytes(JPEG), 'image/jpeg'],
    ['a WebP', bytes(WEBP), 'image/webp'],
  ])('%s', (_what, content, type) => {
    expect(sniffImageType(content)).toBe(type);
  });

  it.each([
    ['text', text('hello, I am text renamed .png')],
    ['a GIF', text('GIF89a')],
    ['a PNG cut short', bytes(PNG.slice(0, 7))],
    ['RIFF that is not WebP (a WAV)', text('RIFF$\u0000\u0000\u0000WAVEfmt ')],
    ['a PDF', text('%PDF-1.7')],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['nothing', bytes([])],
  ])('%s is none of the three', (_what, content) => {
    expect(sniffImageType(content)).toBeNull();
  });
});

describe('what the upload is told', () => {
  it('missing, then too large, then not an image; a small PNG passes', () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    expect(imageProblem(bytes([]))).toBe(IMAGE_MESSAGES.missing);
    expect(imageProblem(big)).toBe(IMAGE_MESSAGES.tooLarge);
    expect(imageProblem(text('not an image'))).toBe(IMAGE_MESSAGES.notImage);
    expect(imageProblem(bytes(PNG))).toBeUndefined();
    expect(imageProblem(big.subarray(0, MAX_IMAGE_BYTES))).toBeUndefined();
  });
});
