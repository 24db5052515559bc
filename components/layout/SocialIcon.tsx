import type { ReactNode } from 'react';
import type { SocialNetwork } from './footerLinks';

// Simple geometric marks drawn for this site (not the networks' artwork); the link's aria-label names the network.
const GLYPHS: Record<SocialNetwork, ReactNode> = {
  linkedin: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <rect x="6" y="10" width="3" height="8" fill="#fff" />
      <circle cx="7.5" cy="6.8" r="1.7" fill="#fff" />
      <path
        d="M11 10h3v1.4c.6-1 1.7-1.6 3-1.6 2 0 3 1.3 3 3.6V18h-3v-4.2c0-1-.4-1.6-1.3-1.6-.9 0-1.7.6-1.7 1.8V18h-3z"
        fill="#fff"
      />
    </>
  ),
  twitter: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <path
        d="M7 6.5h2.6l7.4 11H14.4zM16.6 6.5 7.6 17.5"
        stroke="#fff"
        strokeWidth="1.6"
        fill="none"
      />
    </>
  ),
  facebook: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <path
        d="M13.2 22v-7.4h2.5l.4-2.9h-2.9V9.9c0-.8.3-1.4 1.4-1.4h1.5V5.9c-.3 0-1.2-.1-2.2-.1-2.2 0-3.6 1.3-3.6 3.7v2.2H7.8v2.9h2.5V22z"
        fill="#fff"
      />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5.2-3z" fill="#fff" />
    </>
  ),
  instagram: (
    <>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </>
  ),
};

export default function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {GLYPHS[network]}
    </svg>
  );
}
