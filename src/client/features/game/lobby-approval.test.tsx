// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoomInfo } from '../../../shared/contracts/game';
import arApproval from '../../locales/ar/approval.json';
import enApproval from '../../locales/en/approval.json';
import { setupTestI18n } from '../../testing/setup-i18n';
import { LobbyApproval } from './lobby-approval';

const room = (patch: Partial<RoomInfo> = {}): RoomInfo => ({
  gameId: 'g',
  roomCode: '123456',
  status: 'waiting',
  isLocked: false,
  teams: [
    { id: 'team-1', name: 'Falcons', colour: 'green' },
    { id: 'team-2', name: 'Tigers', colour: 'red' },
  ],
  players: [],
  isApprovalOn: true,
  waitingPlayers: [],
  ...patch,
});

describe('approve each player in the lobby', () => {
  beforeAll(() => {
    setupTestI18n('en', { approval: { ar: arApproval, en: enApproval } });
  });
  afterEach(cleanup);

  it('lets the host switch it, and let in or turn away each waiting player from the keyboard', async () => {
    const host = { isBusy: false, onApproval: vi.fn(), onAdmit: vi.fn(), onTurnAway: vi.fn() };
    const user = userEvent.setup();
    const waitingPlayers = [
      { id: 'p1', nickname: 'Tom', teamId: 'team-2' },
      { id: 'p2', nickname: 'ليلى', teamId: 'team-1' },
    ];
    render(<LobbyApproval room={room({ waitingPlayers })} host={host} />);
    const toggle = screen.getByRole('switch', { name: 'Approve each player' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    toggle.focus();
    await user.keyboard(' ');
    expect(host.onApproval).toHaveBeenCalledWith(false);
    expect(screen.getByTestId('waiting-count').textContent).toBe('2 players waiting');
    expect(screen.getAllByTestId('waiting-player')[0]!.textContent).toContain(
      'Wants to join \u2068Tigers\u2069',
    );

    screen.getByRole('button', { name: 'Let \u2068Tom\u2069 in' }).focus();
    await user.keyboard('{Enter}');
    expect(host.onAdmit).toHaveBeenCalledWith('p1');
    await user.click(screen.getByRole('button', { name: 'Turn \u2068ليلى\u2069 away' }));
    expect(host.onTurnAway).toHaveBeenCalledWith('p2');
  });

  it('announces a newcomer to screen readers, and the TV shows the list without buttons', () => {
    const host = { isBusy: false, onApproval: vi.fn(), onAdmit: vi.fn(), onTurnAway: vi.fn() };
    const { rerender } = render(<LobbyApproval room={room()} host={host} />);
    expect(screen.getByTestId('approval-announcement').textContent).toBe('');
    const waitingPlayers = [{ id: 'p1', nickname: 'Tom', teamId: 'team-2' }];
    rerender(<LobbyApproval room={room({ waitingPlayers })} host={host} />);
    const announcement = screen.getByTestId('approval-announcement');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    expect(announcement.textContent).toBe('\u2068Tom\u2069 is waiting for your approval');

    cleanup();
    render(<LobbyApproval room={room({ waitingPlayers })} />);
    expect(screen.getAllByTestId('waiting-player')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    cleanup();
    const { container } = render(<LobbyApproval room={room({ isApprovalOn: false })} />);
    expect(container.textContent).toBe('');
  });
});
