/** Reads what tests check in a PNG: its size (IHDR) and its text chunks (tEXt and uncompressed iTXt). */
const SIGNATURE = '89504e470d0a1a0a';

export interface PngFacts {
  width: number;
  height: number;
  texts: Record<string, string>;
}

export function readPng(png: Buffer): PngFacts {
  if (png.subarray(0, 8).toString('hex') !== SIGNATURE) throw new Error('Not a PNG');
  const facts: PngFacts = { width: 0, height: 0, texts: {} };
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      facts.width = data.readUInt32BE(0);
      facts.height = data.readUInt32BE(4);
    } else if (type === 'tEXt' || type === 'iTXt') {
      const keywordEnd = data.indexOf(0);
      const keyword = data.toString('latin1', 0, keywordEnd);
      if (type === 'tEXt') facts.texts[keyword] = data.toString('latin1', keywordEnd + 1);
      else {
        // Compression flag and method, then language tag and translated keyword, each ended by a zero byte.
        const languageEnd = data.indexOf(0, keywordEnd + 3);
        const translatedEnd = data.indexOf(0, languageEnd + 1);
        facts.texts[keyword] = data.toString('utf8', translatedEnd + 1);
      }
    }
    offset += 12 + length;
  }
  return facts;
}
