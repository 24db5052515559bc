import { useEffect, useState } from 'react';

export interface Preview {
  url: string;
  mime: string;
  name: string;
}

const canMakeUrls = () => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

/** A preview of a file or blob held in the browser; the previous one's memory is released when it is replaced. */
export function useObjectUrl() {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(
    () => () => {
      if (preview && canMakeUrls()) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );
  function show(blob: Blob, name: string, mime = blob.type) {
    if (canMakeUrls()) setPreview({ url: URL.createObjectURL(blob), mime, name });
  }
  return { preview, show };
}
