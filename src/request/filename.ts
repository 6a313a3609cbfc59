function decodePercent(value: string, charset: string): string | null {
  try {
    if (/^utf-?8$/i.test(charset) || charset === '') return decodeURIComponent(value);
    // ISO-8859-1 and other single-byte charsets: each %XX is one character.
    return value.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
}

/**
 * Servers often put raw UTF-8 bytes in the header, which browsers expose as Latin-1 text
 * (e.g. 'æ\u008a¥å\u0091\u008a' for 报告). Such text is re-read as UTF-8 when it is valid UTF-8.
 */
function repairUtf8(name: string): string {
  const codes = Array.from(name, (c) => c.charCodeAt(0));
  if (!codes.some((code) => code >= 0x80) || codes.some((code) => code > 0xff)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(codes));
  } catch {
    return name;
  }
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/**
 * The file name of a `content-disposition` header: the RFC 5987 `filename*=UTF-8''%E7%94%B5...`
 * form first, else `filename="..."` or `filename=...`. A plain name that is percent-encoded, or
 * raw UTF-8 read as Latin-1 (two ways servers send Chinese names), is decoded. Null when the header names no file.
 */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^';]*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    const decoded = decodePercent(unquote(extended[2]), extended[1].trim());
    if (decoded) return decoded;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = repairUtf8(unquote(plain[1]));
  if (name === '') return null;
  return /%[0-9A-Fa-f]{2}/.test(name) ? (decodePercent(name, 'utf-8') ?? name) : name;
}
