// The value of one cookie a response sets (for benches that log in as a browser would).
export function cookieOf(res: Response, name: string): string {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  return line ? line.slice(name.length + 1).split(';')[0] : '';
}
