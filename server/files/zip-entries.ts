/**
 * The entry names of a ZIP archive, read from its central directory (PKWARE APPNOTE
 * 4.3.12/4.3.16). Enough to tell a Word document (.docx, a ZIP holding `word/...`) from
 * any other ZIP without a dependency. Returns null when the bytes are not a readable ZIP.
 */
const endOfCentralDirectory = 0x06054b50;
const centralFileHeader = 0x02014b50;
const maxComment = 0xffff;

export function zipEntryNames(bytes: Buffer, limit = 10_000): string[] | null {
  // The end record (22 bytes + comment) is the last thing in the file.
  const earliest = Math.max(0, bytes.length - 22 - maxComment);
  let end = -1;
  for (let i = bytes.length - 22; i >= earliest; i--) {
    if (bytes.readUInt32LE(i) === endOfCentralDirectory) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  let at = offset;
  for (let n = 0; n < count && n < limit; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== centralFileHeader) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
