import { Fragment, type ElementType } from 'react';
import { splitLinks } from './linkify';
import styles from './UserText.module.scss';

/** rel of every link in people's text: no ranking credit, marked as user content, no window.opener. */
export const USER_LINK_REL = 'nofollow ugc noopener';

export interface UserTextProps {
  text: string;
  as?: ElementType;
  className?: string;
}

/**
 * What people write (questions, answers, comments), shown as text. React escapes every character, so markup
 * in the text is displayed, never parsed; the only elements made here are links to http(s) addresses.
 * Never render people's text with dangerouslySetInnerHTML.
 */
export default function UserText({ text, as: Tag = 'p', className }: UserTextProps) {
  return (
    <Tag className={[styles.text, className].filter(Boolean).join(' ')} data-user-text="">
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} rel={USER_LINK_REL} target="_blank">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </Tag>
  );
}
