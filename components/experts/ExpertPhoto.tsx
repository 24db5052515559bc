import Image from 'next/image';
import { useState } from 'react';
import { initialLetter } from '@/utils/text';
import styles from './Experts.module.scss';

export interface ExpertPhotoProps {
  src: string | null;
  name: string;
  size?: number;
}

/**
 * The expert's photo at a fixed size (no layout shift), or the initial of their name when there is no photo
 * or it fails to load. Decorative: the name is always written beside it.
 */
export default function ExpertPhoto({ src, name, size = 64 }: ExpertPhotoProps) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const showImage = Boolean(src) && failedFor !== src;
  return (
    <span
      className={styles.photo}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
    >
      {showImage && src ? (
        // unoptimized: photos come from the profile's own storage address, which the image optimiser need not know.
        <Image
          src={src}
          alt=""
          width={size}
          height={size}
          unoptimized
          onError={() => setFailedFor(src)}
        />
      ) : (
        <span aria-hidden="true" data-testid="expert-initial">
          {initialLetter(name)}
        </span>
      )}
    </span>
  );
}
