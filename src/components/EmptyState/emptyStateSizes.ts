// Empty-state image heights (spec §9): small 50, medium 80, large 150 px.

export const EMPTY_STATE_SIZES = ['small', 'medium', 'large'] as const;
export type EmptyStateSize = (typeof EMPTY_STATE_SIZES)[number];

export const EMPTY_STATE_IMAGE_HEIGHT: Record<EmptyStateSize, number> = {
  small: 50,
  medium: 80,
  large: 150,
};
