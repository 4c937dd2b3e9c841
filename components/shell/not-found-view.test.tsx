import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ru from '@/messages/ru.json';
import NotFound from '@/app/[locale]/not-found';
import { NotFoundView, type NotFoundType } from './not-found-view';
import { renderWithIntl } from '@/tests/support/intl';

describe('NotFoundView', () => {
  it.each<[NotFoundType, string]>([
    ['content', 'This film or series is not available.'],
    ['channel', 'This channel is not available.'],
    ['packet', 'This subscription is not available.'],
    ['page', 'The page you are looking for does not exist.'],
  ])('explains a missing %s and links to the main page', (type, text) => {
    renderWithIntl(<NotFoundView type={type} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the main page' })).toHaveAttribute('href', '/en');
  });

  it('is the app-wide 404 for unknown pages, in the visitor language', () => {
    render(
      <NextIntlClientProvider locale="ru" messages={ru} timeZone="Asia/Almaty">
        <NotFound />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Страница, которую вы ищете, не существует.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});
