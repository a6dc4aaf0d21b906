import { normalizeRoomCode, ROOM_CODE_LENGTH } from '../../../shared/game/room-code';

/** What the code field keeps as the player types: Western digits only (٠-٩ and ۰-۹ become 0-9), at most 6. */
export function normalizeJoinCodeInput(raw: string): string {
  return normalizeRoomCode(raw).replace(/\D/g, '').slice(0, ROOM_CODE_LENGTH);
}

/** True once the code has its 6 digits. */
export function isCompleteJoinCode(code: string): boolean {
  return new RegExp(`^\\d{${ROOM_CODE_LENGTH}}$`).test(code);
}
