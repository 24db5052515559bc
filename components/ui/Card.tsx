import type { ElementType, ReactNode } from 'react';
import styles from './Card.module.scss';

export interface CardProps {
  as?: ElementType;
  title?: string;
  className?: string;
  /** For a link to the card (`#id`). */
  id?: string;
  children: ReactNode;
}

export default function Card({ as: Tag = 'section', title, className, id, children }: CardProps) {
  return (
    <Tag id={id} className={[styles.card, className].filter(Boolean).join(' ')}>
      {title && <h3 className={styles.title}>{title}</h3>}
      {children}
    </Tag>
  );
}
