/** Today's date in India (YYYY-MM-DD): ARN validity is a calendar date there, whatever the server's zone. */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}
