// The room code's rules, apart from the contracts' schemas: the join and lobby screens read them without loading zod.

export const ROOM_CODE_LENGTH = 6;

const EASTERN_ARABIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Eastern Arabic (٠-٩) and Persian (۰-۹) digits become 0-9; spaces and dashes are dropped. */
export function normalizeRoomCode(input: string): string {
  return input
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - EASTERN_ARABIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/[\s\-\u200f\u200e]/g, '');
}
