// "3 hours ago" like Python's humanize.naturaltime, which Superset uses for *_delta_humanized.

export function humanizeDelta(then: Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  const future = seconds < 0;
  const phrase = naturalDelta(Math.abs(seconds));
  if (phrase === 'now') return 'now';
  return future ? `${phrase} from now` : `${phrase} ago`;
}

function naturalDelta(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  const years = Math.floor(days / 365);
  if (years === 0 && days === 0) {
    if (seconds === 0) return 'now';
    if (seconds === 1) return 'a second';
    if (seconds < 60) return `${seconds} seconds`;
    if (seconds < 120) return 'a minute';
    if (seconds < 3600) return `${Math.floor(seconds / 60)} minutes`;
    if (seconds < 7200) return 'an hour';
    return `${Math.floor(seconds / 3600)} hours`;
  }
  if (years === 0) {
    if (days === 1) return 'a day';
    const months = Math.floor(days / 30.5);
    if (months === 0) return `${days} days`;
    return months === 1 ? 'a month' : `${months} months`;
  }
  return years === 1 ? 'a year' : `${years} years`;
}
