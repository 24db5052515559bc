/** The microphone toggle: pressed while listening. Rendered only where the browser can recognise speech. */
export default function VoiceSearchButton({
  listening,
  onToggle,
  className,
}: {
  listening: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={listening}
      aria-label={listening ? 'Stop voice search' : 'Search by voice'}
      title={listening ? 'Listening… press to stop' : 'Search by voice'}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <rect x="9" y="3" width="6" height="11" rx="3" />
        <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
      </svg>
    </button>
  );
}
