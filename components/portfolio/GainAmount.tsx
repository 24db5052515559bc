import Amount from '@/components/ui/Amount';

/** A gain or loss in paise: sign and colour say the same thing (never colour alone). */
export default function GainAmount({ paise }: { paise: number }) {
  const tone = paise > 0 ? 'gain' : paise < 0 ? 'loss' : undefined;
  return (
    <span className={tone}>
      {paise < 0 ? '−' : paise > 0 ? '+' : ''}
      <Amount paise={Math.abs(paise)} />
    </span>
  );
}
