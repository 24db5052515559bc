// Mounted once by the expert layout for a logged-in expert, loaded in the browser only (next/dynamic, ssr off:
// storage can be read at once): runs the reminder loop, renders nothing.
import { useState } from 'react';
import { readLocal } from '@/utils/storage';
import { useFollowUpReminders } from './useFollowUpReminders';

export default function FollowUpReminders() {
  const [rmId] = useState(() => readLocal('expertId') || null);
  useFollowUpReminders(rmId);
  return null;
}
