// The line AMFI's advertising code asks of every mutual fund promotion and statement we hand out (banners, the
// client statement PDF). One sentence, written once.
export const MF_RISK_LINE = 'Mutual fund investments are subject to market risks, read all scheme related documents carefully.';
