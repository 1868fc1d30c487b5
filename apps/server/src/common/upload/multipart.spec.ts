import { describe, expect, it } from '@jest/globals';
import { imageKind, safeFileName } from './multipart.js';

describe('uploaded file names and kinds', () => {
  it('a name keeps only one safe path segment', () => {
    expect(safeFileName('my photo.png')).toBe('my_photo.png');
    expect(safeFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(safeFileName('C:\\fakepath\\ticket-1.jpg')).toBe('ticket-1.jpg');
    expect(safeFileName('..hidden.png')).toBe('hidden.png');
    expect(safeFileName('ใบ.png')).toBe('__.png');
  });

  it('an image is told by its first bytes, not by its name', () => {
    expect(imageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('jpg');
    expect(imageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(imageKind(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(imageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageKind(Buffer.from('GIF89a'))).toBeNull();
  });
});
