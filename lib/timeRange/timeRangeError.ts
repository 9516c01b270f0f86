// TimeRangeError and the Superset-worded messages thrown while evaluating a time_range.
export class TimeRangeError extends Error {
  override name = 'TimeRangeError';
}

export const timeRangeMessages = {
  ambiguous: (text: string) => `Time string is ambiguous. Please specify [${text} ago] or [${text} later].`,
  parseFail: (text: string) => `Cannot parse time string [${text}]`,
  expression: (text: string, detail: string) => `Cannot parse time expression [${text}]: ${detail}`,
  holiday: (name: string) => `Unable to find such a holiday: [${name}]`,
  holidayCountry: (country: string) => `Unsupported holiday country: [${country}]`,
  fromAfterTo: 'From date cannot be larger than to date',
} as const;
