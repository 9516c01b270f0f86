// Toast kinds and timings (spec §4 'Toast timing', §9 'Toasts'): info and success 4000 ms,
// warning 6000 ms, danger 8000 ms, 8000 ms when a kind has no duration of its own.

export const TOAST_TYPES = ['info', 'success', 'warning', 'danger'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const DEFAULT_TOAST_DURATION = 8000;

export const TOAST_DURATIONS: Partial<Record<string, number>> & Record<ToastType, number> = {
  info: 4000,
  success: 4000,
  warning: 6000,
  danger: 8000,
};

/** How long a toast stays: its own duration, else its kind's, else the default. */
export function toastDuration(toastType: string | undefined, duration?: number): number {
  if (duration !== undefined && Number.isFinite(duration) && duration >= 0) return duration;
  return (toastType !== undefined ? TOAST_DURATIONS[toastType] : undefined) ?? DEFAULT_TOAST_DURATION;
}
