import { describe, expect, it } from 'vitest';
import {
  clientCommandSchema,
  joinGameInputSchema,
  nicknameKey,
  nicknameSchema,
  roomCodeSchema,
  varReportInputSchema,
} from './game';
import { normalizeRoomCode } from '../game/room-code';

describe('the game contract', () => {
  it('reads a room code typed in Eastern Arabic or Persian digits, with spaces', () => {
    expect(normalizeRoomCode('١٢٣ ٤٥٦')).toBe('123456');
    expect(roomCodeSchema.parse('۰۹۸-۷۶۵')).toBe('098765');
    expect(roomCodeSchema.safeParse('12345').error?.issues[0]?.message).toBe('validation.roomCode');
    expect(roomCodeSchema.safeParse('12a456').success).toBe(false);
  });

  it('normalises nicknames and compares them without case, diacritics or tatweel', () => {
    expect(nicknameSchema.parse('  Sara\u200b   Al  Ali ')).toBe('Sara Al Ali');
    expect(nicknameKey('مُحمّــد')).toBe(nicknameKey('محمد'));
    expect(nicknameKey('SARA')).toBe(nicknameKey('sara'));
    expect(nicknameSchema.safeParse('\u200f ').error?.issues[0]?.message).toBe('validation.required');
    expect(nicknameSchema.safeParse('ع'.repeat(24)).success).toBe(true);
    expect(nicknameSchema.safeParse('ع'.repeat(25)).error?.issues[0]?.message).toBe('validation.tooLong');
  });

  it('takes a join with a client id, a code in any digits and a device secret', () => {
    const parsed = joinGameInputSchema.parse({
      clientId: 'c1',
      roomCode: '٠٠٠١٢٣',
      nickname: 'Noor',
      teamId: 'team-1',
      deviceId: 'a-device-secret-of-some-length',
    });
    expect(parsed.roomCode).toBe('000123');
  });

  it('requires a reason for a VAR report and an https link if any', () => {
    const base = { clientId: 'v1', tileId: 'tile-0-easy-1', reason: 'wrong answer' };
    expect(varReportInputSchema.parse({ ...base, screenshotUrl: '' }).screenshotUrl).toBeUndefined();
    expect(varReportInputSchema.safeParse({ ...base, screenshotUrl: 'https://x.ae/a.png' }).success).toBe(
      true,
    );
    expect(varReportInputSchema.safeParse({ ...base, screenshotUrl: 'http://x.ae/a.png' }).success).toBe(
      false,
    );
    expect(varReportInputSchema.safeParse({ ...base, reason: ' ' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
  });

  it('lets clients send commands without an actor, a board or a replacement', () => {
    expect(clientCommandSchema.parse({ type: 'start', commandId: 'a' })).toEqual({
      type: 'start',
      commandId: 'a',
    });
    const lifeline = clientCommandSchema.parse({
      type: 'use_lifeline',
      commandId: 'b',
      teamId: 'team-1',
      lifeline: 'change_question',
      replacement: { questionId: 'q', categoryId: 'c', difficulty: 'easy' },
    });
    expect(lifeline).not.toHaveProperty('replacement');
    const answer = clientCommandSchema.parse({
      type: 'submit_answer',
      commandId: 'c',
      teamId: 'team-2',
      answer: { kind: 'option', index: 1 },
    });
    expect(answer).not.toHaveProperty('teamId');
  });
});
