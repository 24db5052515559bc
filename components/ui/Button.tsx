import Link from '@/components/ui/Link';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'text';
export type ButtonSize = 'sm' | 'md';

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return [styles.button, styles[variant], styles[size], extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and announces the wait; the label stays so the button does not change width. */
  loading?: boolean;
}

export default function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      <span>{children}</span>
      {loading && <span className="visually-hidden"> (please wait)</span>}
    </button>
  );
}

export interface ButtonLinkProps {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** true to prefetch the page once the link is on screen (mounted; see components/ui/Link.tsx). */
  prefetch?: boolean;
  /** The link's name when its text alone is ambiguous in a list ("Convert to client" of which lead). */
  'aria-label'?: string;
  children: ReactNode;
}

/** A link that looks like a button: navigation stays a real link (middle-click, copy address). */
export function ButtonLink({
  href,
  variant = 'primary',
  size = 'md',
  className,
  prefetch,
  'aria-label': ariaLabel,
  children,
}: ButtonLinkProps) {
  return (
    <Link href={href} prefetch={prefetch} aria-label={ariaLabel} className={buttonClassName(variant, size, className)}>
      {children}
    </Link>
  );
}
