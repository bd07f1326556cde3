import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal } from '@church/modals';
import { setLanguage } from '@church/i18n';
import { currentModal, renderAt } from '../../../testing/render';
import { HeroSlider } from './hero-slider';

afterEach(() => {
  closeModal();
  jest.useRealTimers();
});

const slideStatus = () => screen.getByText(/^Slide \d of 3/);

it('shows three slides, the welcome first, without waiting for data', () => {
  renderAt('/', <HeroSlider />);
  const slides = screen.getAllByRole('group');
  expect(slides).toHaveLength(3);
  expect(within(slides[0]!).getByRole('heading', { name: 'A place to belong, believe and become' })).toBeVisible();
  expect(within(slides[0]!).getByRole('link', { name: 'Watch Sermons' })).toHaveAttribute('href', '/videos');
  expect(slideStatus()).toHaveTextContent('Slide 1 of 3: Welcome');
});

it('moves to the slide whose dot is pressed', async () => {
  renderAt('/', <HeroSlider />);
  await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3: Join the prayer' }));
  expect(screen.getByRole('button', { name: 'Go to slide 3: Join the prayer' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(screen.getByRole('button', { name: 'Go to slide 1: Welcome' })).not.toHaveAttribute('aria-current');
  expect(slideStatus()).toHaveTextContent('Slide 3 of 3: Join the prayer');
});

it('advances by itself every five seconds and loops', () => {
  jest.useFakeTimers();
  renderAt('/', <HeroSlider />);
  act(() => jest.advanceTimersByTime(4999));
  expect(slideStatus()).toHaveTextContent('Slide 1 of 3');
  act(() => jest.advanceTimersByTime(1));
  expect(slideStatus()).toHaveTextContent('Slide 2 of 3');
  act(() => jest.advanceTimersByTime(5000));
  act(() => jest.advanceTimersByTime(5000));
  expect(slideStatus()).toHaveTextContent('Slide 1 of 3');
});

it('offers registration on the prayer slide', async () => {
  renderAt('/', <HeroSlider />);
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(currentModal()?.id).toBe('sign-up');
});

it('stops rotating on Pause until Play is pressed (WCAG 2.2.2)', () => {
  jest.useFakeTimers();
  renderAt('/', <HeroSlider />);
  // A click without the pointer or focus staying on the banner, which pause it by themselves.
  fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
  act(() => jest.advanceTimersByTime(10_000));
  expect(slideStatus()).toHaveTextContent('Slide 1 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  act(() => jest.advanceTimersByTime(5000));
  expect(slideStatus()).toHaveTextContent('Slide 2 of 3');
});

describe('in Spanish', () => {
  beforeEach(() => setLanguage('es'));
  afterEach(() => setLanguage('en'));

  it('names the banner, its slides and its Pause button in Spanish', () => {
    renderAt('/', <HeroSlider />);
    const banner = screen.getByRole('region', { name: 'Bienvenida' });
    expect(banner).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(screen.getAllByRole('group')[0]).toHaveAttribute('aria-roledescription', 'diapositiva');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
  });
});
