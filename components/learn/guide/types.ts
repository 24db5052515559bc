// Long-form guides as data: the page component renders the blocks, so every guide looks the same and its
// content can be reviewed (and its sources checked) without reading JSX.
import type { SourceRef } from '../Sources';
import type { FaqItem } from '../seo';

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'ul' | 'ol'; items: readonly string[] }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'note'; text: string }
  | { kind: 'links'; links: readonly { label: string; href: string }[] };

export interface GuideSection {
  heading: string;
  blocks: readonly Block[];
}

export interface Guide {
  path: string;
  /** Document title (ends with '| ZF'). */
  title: string;
  description: string;
  heading: string;
  /** Short name for the breadcrumb. */
  crumb: string;
  lead: string;
  /** ISO date the content was last reviewed. */
  updated: string;
  sections: readonly GuideSection[];
  faq?: readonly FaqItem[];
  sources: readonly SourceRef[];
  /** Links to the next things to read or do. */
  related: readonly { label: string; href: string }[];
  /** The call to action shown after the body; 'distributor' is dropped when the business offer is hidden. */
  cta?: 'distributor' | 'mock-test' | 'lamf-calculator';
}
