import { act, render, screen } from '@testing-library/react';
import { AppToaster, MAX_TOASTS, TOAST_DURATIONS, toast } from '..';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => {
    toast.remove();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

describe('AppToaster', () => {
  it('shows toasts at the top right', () => {
    render(<AppToaster />);
    act(() => {
      toast('Bonjour');
    });
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    const container = screen.getByText('Bonjour').closest('[style*="top"]');
    expect(container).toHaveStyle({ right: '0px' });
  });

  it('applies the durations: success 2 s, error 4 s, loading until dismissed', () => {
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      custom: 4000,
      success: 2000,
      loading: Infinity,
    });
    render(<AppToaster />);
    act(() => {
      toast.success('Connexion réussie !');
      toast.error('Email ou mot de passe incorrect');
      toast.loading('Envoi en cours...');
    });
    // A dismissed toast fades out for react-hot-toast's 1 s removeDelay before leaving the DOM.
    const advance = (ms: number) =>
      act(() => {
        jest.advanceTimersByTime(ms);
      });
    advance(2100);
    advance(1000);
    expect(screen.queryByText('Connexion réussie !')).not.toBeInTheDocument();
    expect(screen.getByText('Email ou mot de passe incorrect')).toBeInTheDocument();
    advance(2000);
    advance(1000);
    expect(screen.queryByText('Email ou mot de passe incorrect')).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('Envoi en cours...')).toBeInTheDocument();
  });

  it('keeps one toast per id', () => {
    render(<AppToaster />);
    act(() => {
      toast.error('Premier', { id: 'login' });
      toast.error('Second', { id: 'login' });
    });
    expect(screen.queryByText('Premier')).not.toBeInTheDocument();
    expect(screen.getAllByText('Second')).toHaveLength(1);
  });

  it(`never shows more than ${MAX_TOASTS} at once`, () => {
    render(<AppToaster />);
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast(`Message ${index}`);
    });
    expect(screen.getAllByText(/^Message \d+$/)).toHaveLength(MAX_TOASTS);
    expect(screen.getByText('Message 25')).toBeInTheDocument();
    expect(screen.queryByText('Message 5')).not.toBeInTheDocument();
  });
});
