// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../testing/setup-i18n';
import { LoadingIndicator } from './loading-indicator';

describe('the loading indicator', () => {
  beforeAll(() => {
    setupTestI18n('ar');
  });
  afterEach(cleanup);

  it('announces the translated loading text', () => {
    render(<LoadingIndicator />);
    expect(screen.getByRole('status').textContent).toContain('جارٍ التحميل');
  });

  it.each(['sm', 'md', 'lg', 'xl'] as const)('renders size %s in every style', (size) => {
    for (const variant of ['spinner', 'pulse', 'bounce', 'dots'] as const) {
      const { unmount } = render(<LoadingIndicator size={size} variant={variant} />);
      const status = screen.getByRole('status');
      expect(status.dataset.size).toBe(size);
      expect(status.dataset.variant).toBe(variant);
      expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
      unmount();
    }
  });
});
