// Shift_JIS bytes for tests: the gateway has no encoder dependency, but Node decodes Shift_JIS,
// so the table is built once by decoding every two-byte code (what Excel in Japan saves).
let table: Map<string, number[]> | undefined;

function encoderTable(): Map<string, number[]> {
  if (table) return table;
  const decoder = new TextDecoder("shift_jis");
  table = new Map();
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead > 0x9f && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(Uint8Array.from([lead, trail]));
      if (char.length === 1 && char !== "\uFFFD" && !table.has(char))
        table.set(char, [lead, trail]);
    }
  }
  return table;
}

/** `text` as Shift_JIS (CP932) bytes; ASCII as is. */
export function shiftJis(text: string): Buffer {
  const codes = encoderTable();
  const bytes: number[] = [];
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) bytes.push(char.charCodeAt(0));
    else {
      const code = codes.get(char);
      if (!code) throw new Error(`not in Shift_JIS: ${char}`);
      bytes.push(...code);
    }
  }
  return Buffer.from(bytes);
}
