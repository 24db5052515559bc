import Select from '@/components/ui/Select';
import { useListFundsQuery } from '@/store/api/funds';
import { fullSchemeName } from '@/utils/funds/labels';
import type { FundSummary } from '@/utils/funds/types';
import { schemeRules } from '@/utils/orders/schemeRules';

interface Props {
  fundHouse: string;
  /** The scheme the money leaves: never offered as its own target. */
  fromSchemeCode: number;
  value: string;
  /** The chosen scheme's code and its list entry (undefined when the choice is cleared). */
  onChange: (schemeCode: string, fund: FundSummary | undefined) => void;
  error?: string;
}

/**
 * Switches and STPs stay within one fund house, so only that house's open schemes are offered, and only Regular
 * plans: nothing moves into a Direct plan under ZF's ARN. Each is named with its plan and option.
 */
export function targetOptions(funds: readonly FundSummary[], fundHouse: string, fromSchemeCode: number) {
  return funds
    .filter((f) => f.fund_house === fundHouse && f.scheme_code !== fromSchemeCode)
    .filter((f) => {
      const rules = schemeRules({ category: f.category, subCategory: f.sub_category, schemeType: f.scheme_type, name: f.name, plan: f.plan });
      return !rules.closedReason && !rules.isDirectPlan;
    })
    .map((f) => ({ value: String(f.scheme_code), label: fullSchemeName(f) }));
}

export default function TargetSchemeSelect({ fundHouse, fromSchemeCode, value, onChange, error }: Props) {
  const { data, isLoading, isError } = useListFundsQuery({ fund_house: fundHouse, plan: 'Regular', limit: 100 });
  const options = data ? targetOptions(data.items, fundHouse, fromSchemeCode) : [];
  const hint = isLoading
    ? `Loading the schemes of ${fundHouse}…`
    : isError
      ? `We could not load the schemes of ${fundHouse}. Close this and try again.`
      : options.length === 0
        ? `${fundHouse} has no other open scheme to move into.`
        : `Schemes of ${fundHouse}`;
  return (
    <Select
      label="Move into"
      placeholder="Choose a fund"
      options={options}
      value={value}
      onChange={(e) => onChange(e.target.value, data?.items.find((f) => String(f.scheme_code) === e.target.value))}
      hint={hint}
      error={error}
      disabled={isLoading || options.length === 0}
    />
  );
}
