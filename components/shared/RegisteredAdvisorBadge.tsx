import Badge from '@/components/ui/Badge';
import { isRegisteredAdvisor, REGISTERED_ADVISOR_LABEL, type AdvisorLike } from '@/utils/advisor';

export { REGISTERED_ADVISOR_LABEL };

export interface RegisteredAdvisorBadgeProps {
  advisor: AdvisorLike | null | undefined;
  /** Injectable for tests and server rendering; defaults to the current day. */
  today?: Date | string;
}

/** Shown where experts are listed when the spec's registered-advisor rule holds; nothing otherwise. */
export default function RegisteredAdvisorBadge({ advisor, today }: RegisteredAdvisorBadgeProps) {
  if (!isRegisteredAdvisor(advisor, today)) return null;
  return (
    <Badge tone="gain">
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path
          d="M3 8.5l3 3 7-7"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      {REGISTERED_ADVISOR_LABEL}
    </Badge>
  );
}
