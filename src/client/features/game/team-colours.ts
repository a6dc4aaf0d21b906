import type { TeamColour } from '../../../shared/game/constants';

/** Tailwind classes per team colour; white text has at least 4.5:1 contrast on each fill but yellow's. */
export const TEAM_COLOUR_CLASSES: Record<
  TeamColour,
  { fill: string; text: string; ring: string; dot: string }
> = {
  blue: { fill: 'bg-blue-700', text: 'text-white', ring: 'ring-blue-700', dot: 'bg-blue-600' },
  red: { fill: 'bg-red-700', text: 'text-white', ring: 'ring-red-700', dot: 'bg-red-600' },
  green: { fill: 'bg-green-700', text: 'text-white', ring: 'ring-green-700', dot: 'bg-green-600' },
  purple: { fill: 'bg-purple-700', text: 'text-white', ring: 'ring-purple-700', dot: 'bg-purple-600' },
  orange: { fill: 'bg-orange-700', text: 'text-white', ring: 'ring-orange-600', dot: 'bg-orange-500' },
  yellow: { fill: 'bg-yellow-300', text: 'text-ink-950', ring: 'ring-yellow-400', dot: 'bg-yellow-400' },
};
