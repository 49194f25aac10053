import qrcode from 'qrcode-generator';
import { qrCodeOf } from './qr-code';

describe('qrCodeOf', () => {
  it('draws exactly the dark modules of the encoder, one rectangle per run', () => {
    const text = 'upi://pay?pa=rajatmaya%40hdfcbank&pn=Rajatmaya%20Silver&am=4610.00&cu=INR&tn=SO-2026-000042';
    const { size, path } = qrCodeOf(text);
    const reference = qrcode(0, 'M');
    reference.addData(text, 'Byte');
    reference.make();
    expect(size).toBe(reference.getModuleCount());
    const dark = new Set<string>();
    for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let offset = 0; offset < Number(width); offset += 1) dark.add(`${Number(x) + offset},${y}`);
    }
    for (let row = 0; row < size; row += 1) {
      for (let column = 0; column < size; column += 1) expect(dark.has(`${column},${row}`)).toBe(reference.isDark(row, column));
    }
  });
});
