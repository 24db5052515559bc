import { writeLocal } from '@/utils/storage';
import { prozoneHandlers, resetProzone } from '../../mocks/handlers/prozone';
import { setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { serveFeature } from '../../support/session';

// jsdom draws nothing: a minimal 2D context that records what was written, a toBlob that answers a small PNG,
// images that "load" at once, and object URLs. Enough to run the card components; the layout itself is tested pure.
export const drawnTexts: string[] = [];

export function stubCanvas() {
  beforeEach(() => {
    drawnTexts.length = 0;
    const ctx = new Proxy(
      { measureText: (text: string) => ({ width: text.length * 10 }), fillText: (text: string) => void drawnTexts.push(text) },
      { get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined), set: () => true },
    );
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => ctx) as never);
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done: BlobCallback) => done(new Blob([new Uint8Array(2048)], { type: 'image/png' })));
    jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
      setTimeout(() => this.onload?.(new Event('load')));
    });
    URL.createObjectURL = jest.fn(() => 'blob:card');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());
}

/** Every <a download> clicked during the test, by its file name. */
export function recordDownloads(): string[] {
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

/** A Pro Zone screen test: the mock backend with the Pro Zone's handlers, the canvas stubs, an expert's session. */
export function setupProzoneScreen() {
  setupMockServer();
  serveFeature(prozoneHandlers, resetProzone);
  stubCanvas();
  beforeEach(() => {
    writeLocal('access-token', mockSession.start().accessToken);
    writeLocal('role', ['expert']);
  });
}
