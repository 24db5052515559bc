// Paints a card layout on a canvas, and hands the result on as a PNG file (download or the Web Share API).
import type { CardLayout, Measure, TextItem } from './cardLayout';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const font = (size: number, bold: boolean) => `${bold ? '700' : '400'} ${size}px ${FONT}`;

/** The canvas's own measurement, for cardLayout. */
export const canvasMeasure =
  (ctx: CanvasRenderingContext2D): Measure =>
  (text, size, bold) => {
    ctx.font = font(size, bold);
    return ctx.measureText(text).width;
  };

function paintText(ctx: CanvasRenderingContext2D, item: TextItem) {
  ctx.font = font(item.size, item.bold);
  ctx.fillStyle = item.color;
  ctx.textAlign = item.align;
  ctx.fillText(item.text, item.x, item.y);
}

export function drawCard(
  ctx: CanvasRenderingContext2D,
  layout: CardLayout,
  images: { template: CanvasImageSource | null; photo: CanvasImageSource | null },
) {
  ctx.clearRect(0, 0, layout.width, layout.height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, layout.width, layout.height);
  if (images.template) ctx.drawImage(images.template, 0, 0, layout.width, layout.height);
  layout.headline.forEach((line) => paintText(ctx, line));
  layout.message.forEach((line) => paintText(ctx, line));

  const { cx, cy, r } = layout.photo;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.closePath();
  ctx.fillStyle = '#0f766e';
  ctx.fill();
  if (images.photo) {
    ctx.clip();
    ctx.drawImage(images.photo, cx - r, cy - r, r * 2, r * 2);
  }
  ctx.restore();
  if (!images.photo) paintText(ctx, layout.initials);
  layout.advisor.forEach((line) => paintText(ctx, line));
  layout.disclaimer.forEach((line) => paintText(ctx, line));
}

/** Resolves once the image has loaded; null when it cannot be (a refused proxy URL, say): the card goes on without it. */
export function loadImage(src: string | null): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The card could not be made into an image'))), 'image/png');
  });
}

/** Saves the blob through a temporary <a download>, the one way a page can name a downloaded file. */
export function downloadBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once click() returns; the address is freed a little later to be safe.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Whether this browser can share a file (the Web Share API level 2); false on most desktops. */
export function canShareFiles(file: File): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] }) === true;
}
