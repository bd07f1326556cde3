import { render, screen } from '@testing-library/react';
import { LinkedText } from './linked-text';

it('makes the http and https addresses of a post links that open in a new tab without the opener', () => {
  const { container } = render(
    <p>
      <LinkedText text={'Sign up at https://church.example/meal?day=sat. Map (http://maps.example/x_(y)) ok'} />
    </p>,
  );
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    'https://church.example/meal?day=sat',
    'http://maps.example/x_(y)',
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
  }
  // The sentence around them is left as it was written.
  expect(container).toHaveTextContent(
    'Sign up at https://church.example/meal?day=sat. Map (http://maps.example/x_(y)) ok',
  );
});

it('turns nothing else into markup: other schemes and written tags stay text', () => {
  const text =
    'javascript:alert(1) <b>bold</b> <a href="https://evil.example">x</a> data:text/html,hi ftp://files.example';
  const { container } = render(
    <p>
      <LinkedText text={text} />
    </p>,
  );
  expect(container.querySelector('b')).toBeNull();
  expect(container).toHaveTextContent(text);
  // Only the address inside the written tag is a link, to itself, without the tag's quote.
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://evil.example']);
});
