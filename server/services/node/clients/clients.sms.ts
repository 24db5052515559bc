// The texts sent to an investor when an advisor adds them. Indian senders register SMS templates: keep the wording
// stable. An invitation and a transfer request carry no code, so the demo outbox never mistakes them for an OTP
// (nor does any text carry the ARN, whose six digits would look like one).
import type { AdvisorName } from './requests.repo';

const who = (a: AdvisorName) => a.name ?? 'An advisor';

export function inviteText(advisor: AdvisorName): string {
  return `${who(advisor)} has added you as a client on ZF. Log in with this mobile number at /account/user to see your investments.`;
}

export function linkOtpText(code: string, advisor: AdvisorName): string {
  return `${code} is your ZF one-time password to make ${who(advisor)} your mutual fund distributor. It is valid for 10 minutes. Share it only with this advisor.`;
}

export function transferText(advisor: AdvisorName): string {
  return `${who(advisor)} asked to become your mutual fund distributor on ZF. Log in at /dashboard/user to approve or reject; nothing changes until you do.`;
}
