import Image from 'next/image';
import { useState } from 'react';
import { initialLetter } from '@/utils/text';
import styles from './Header.module.scss';

export function avatarUrl(id: string): string {
  const base = process.env.NEXT_PUBLIC_AVATAR_BASE_URL || '/avatars';
  return `${base.replace(/\/$/, '')}/${encodeURIComponent(id)}.png`;
}

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
  const showImage = Boolean(id) && failedFor !== id;
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {showImage && id ? (
        // unoptimized: the storage host is configurable and the image is tiny, so no resize is worth a proxy hop.
        <Image
          src={avatarUrl(id)}
          alt=""
          width={size}
          height={size}
          unoptimized
          onError={() => setFailedFor(id)}
        />
      ) : (
        <span data-testid="avatar-initial">{initialLetter(name)}</span>
      )}
    </span>
  );
}
