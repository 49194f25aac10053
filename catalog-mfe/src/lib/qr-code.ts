// A QR code of a short text (a `upi://pay` link) as an SVG path of its dark modules, computed by the
// loader — on the server for the first view — so the page draws it with no script of its own and
// the browser loads the encoder only on a client-side navigation to an order page.
import qrcode from 'qrcode-generator';

export interface QrCode {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** An SVG path of the dark modules in module units (one rectangle per horizontal run). */
  path: string;
}

/** The QR code of `text` (byte mode, error correction M: what phone cameras read at a glance). */
export function qrCodeOf(text: string): QrCode {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!code.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && code.isDark(row, column)) column += 1;
      runs.push(`M${start} ${row}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size, path: runs.join('') };
}
