// Logs a demo person in as the web app does (sendotp, the code from the dev outbox, verifyotp) and answers the
// headers later calls carry.
function post(url: string, body: unknown) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export async function login(base: string, mobile: string, role?: 'expert') {
  const extra = role ? { role } : {};
  const sent = await post(`${base}/node/user/auth/sendotp`, { mobile_no: mobile, type: 'login', ...extra });
  if (!sent.ok) throw new Error(`sendotp ${mobile}: ${sent.status} ${await sent.text()}`);
  const otp = ((await (await fetch(`${base}/node/dev/otp/${mobile}`)).json()) as { data: { otp: string } }).data.otp;
  const res = await post(`${base}/node/user/auth/verifyotp`, { mobile_no: mobile, otp, device_type: 'web', platform: 'web', type: 'login', ...extra });
  if (!res.ok) throw new Error(`verifyotp ${mobile}: ${res.status} ${await res.text()}`);
  return { 'access-token': res.headers.get('access-token') ?? '' };
}
