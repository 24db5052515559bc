import { useState } from 'react';
import UserText from '@/components/shared/UserText';
import Button from '@/components/ui/Button';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import type { CommentItem } from '@/services/content.api';
import CommentForm from './CommentForm';
import { formatDate, isoDay } from './format';
import styles from './Articles.module.scss';

export interface CommentEntryProps {
  comment: CommentItem;
  /** The author may edit and delete; the backend checks it again. */
  own: boolean;
  onEdit: (text: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

export default function CommentEntry({ comment, own, onEdit, onDelete }: CommentEntryProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  return (
    <li className={styles.comment}>
      <div className={styles.commentHead}>
        <strong>{comment.user_name || 'ZF member'}</strong>
        <span>
          <time dateTime={isoDay(comment.created_at)}>{formatDate(comment.created_at)}</time>
        </span>
        {own && !editing && (
          <span>
            <Button variant="text" size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="text" size="sm" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </span>
        )}
      </div>
      {editing ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save"
          initial={comment.comment}
          onCancel={() => setEditing(false)}
          onSubmit={async (text) => {
            await onEdit(text);
            setEditing(false);
          }}
        />
      ) : (
        <UserText text={comment.comment} />
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete comment?"
        message="Your comment will be removed for everyone. This cannot be undone."
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onDelete();
          } finally {
            setBusy(false);
            setConfirming(false);
          }
        }}
      />
    </li>
  );
}
