import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A upi:// intent drawn as a QR code with qrcode-generator (no dependencies, its own types; about 50 KB and
 * loaded only with the checkout): the dark modules become one SVG path, so no HTML string is injected.
 */
export default function UpiQr({ uri, size = 220 }: { uri: string; size?: number }) {
  const { count, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(uri);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < n; row += 1)
      for (let col = 0; col < n; col += 1) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
    return { count: n, path: d };
  }, [uri]);
  return (
    <svg role="img" aria-label="UPI QR code" width={size} height={size} viewBox={`-2 -2 ${count + 4} ${count + 4}`} shapeRendering="crispEdges">
      <rect x={-2} y={-2} width={count + 4} height={count + 4} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
