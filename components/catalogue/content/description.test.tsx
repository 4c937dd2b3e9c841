import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import { Description } from './description';

describe('Description', () => {
  it('shows a short text whole, without a control', () => {
    renderWithIntl(<Description text="Short." variant="plain" />);
    expect(screen.getByText('Short.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('collapses a plain text beyond 400 characters and expands it', () => {
    const text = 'a'.repeat(450);
    renderWithIntl(<Description text={text} variant="plain" />);
    expect(screen.getByText(/^a+…$/).textContent).toHaveLength(401);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('cuts the card variant at the last paragraph before 600 characters', () => {
    const first = 'b'.repeat(300);
    const second = 'c'.repeat(250);
    const third = 'd'.repeat(200);
    renderWithIntl(<Description text={`${first}\n${second}\n${third}`} variant="card" />);
    expect(screen.getByText(first)).toBeInTheDocument();
    expect(screen.getByText(second)).toBeInTheDocument();
    expect(screen.queryByText(third)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText(third)).toBeInTheDocument();
  });
});
