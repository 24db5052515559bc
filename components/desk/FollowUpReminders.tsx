// Mounted once by the expert layout for a logged-in expert, loaded in the browser only (next/dynamic, ssr off:
// storage can be read at once): runs the reminder loop, renders nothing. The expert id is read on every render, not
// once: a relationship manager who switches to an advisor (Select Expert) must poll as that advisor, since asking
// for another advisor's follow-ups is refused (404).
import { useSyncExternalStore } from 'react';
import { withStore } from '@/components/app/StoreProvider';
import { readLocal } from '@/utils/storage';
import { useFollowUpReminders } from './useFollowUpReminders';

const noSubscription = () => () => {};
const storedExpertId = () => readLocal('expertId') || null;

function FollowUpReminders() {
  const rmId = useSyncExternalStore(noSubscription, storedExpertId, () => null);
  useFollowUpReminders(rmId);
  return null;
}

// Mounted by the layout, outside the page's store provider.
export default withStore(FollowUpReminders);
