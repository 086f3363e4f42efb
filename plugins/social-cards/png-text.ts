/**
 * PNG text chunks (iTXt, UTF-8): the card's inputs written into the file, after the header chunk.
 * Readers of images ignore them; a check reads them back.
 */
import zlib from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An international text chunk: keyword, no compression, no language tag, UTF-8 text. */
const itxt = (keyword: string, text: string) =>
  chunk('iTXt', Buffer.concat([Buffer.from(`${keyword}\0\0\0\0\0`, 'latin1'), Buffer.from(text, 'utf8')]));

export function withTextChunks(png: Buffer, texts: Record<string, string>): Buffer {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('Not a PNG');
  // Signature, then IHDR: 4-byte length, 4-byte type, 13 bytes of data, 4-byte CRC.
  const afterHeader = 8 + 4 + 4 + png.readUInt32BE(8) + 4;
  const textChunks = Object.entries(texts).map(([keyword, text]) => itxt(keyword, text));
  return Buffer.concat([png.subarray(0, afterHeader), ...textChunks, png.subarray(afterHeader)]);
}
