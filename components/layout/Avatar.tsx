import Image from 'next/image';
import { useState } from 'react';
import { initialLetter } from '@/utils/text';
import styles from './Header.module.scss';

/**
 * Where an avatar image would be: {NEXT_PUBLIC_AVATAR_BASE_URL}/{id}.png. Null when no avatar storage is configured
 * (the demo has none): then nothing is asked for, rather than a 404 on every logged-in page, and the initial shows.
 */
export function avatarUrl(id: string, base = process.env.NEXT_PUBLIC_AVATAR_BASE_URL): string | null {
  if (!base) return null;
  return `${base.replace(/\/$/, '')}/${encodeURIComponent(id)}.png`;
}

/** Images that failed in this tab: not asked for again on the next page. */
const missing = new Set<string>();

/** The avatar from public storage by id; the name's initial when there is no image or it fails to load. */
export default function Avatar({
  id,
  name,
  size = 32,
}: {
  id: string | null;
  name: string | null;
  size?: number;
}) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const src = id ? avatarUrl(id) : null;
  const showImage = src !== null && failedFor !== src && !missing.has(src);
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {showImage ? (
        // unoptimized: the storage host is configurable and the image is tiny, so no resize is worth a proxy hop.
        <Image
          src={src}
          alt=""
          width={size}
          height={size}
          unoptimized
          onError={() => {
            missing.add(src);
            setFailedFor(src);
          }}
        />
      ) : (
        <span data-testid="avatar-initial">{initialLetter(name)}</span>
      )}
    </span>
  );
}
