import type { BadgeTier } from '@queryhub/model';

export const TIER_LABELS: Record<BadgeTier, string> = {
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
};
