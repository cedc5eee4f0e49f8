import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '..';

const variants = {
  large: 'https://cdn.test/pic@1600.webp',
  thumb: 'https://cdn.test/pic@400.webp',
  width: 1600,
  height: 900,
};

describe('ResponsiveImage', () => {
  it('shows the processed variants, lazily, with their size to avoid layout shift', () => {
    render(<ResponsiveImage src="https://cdn.test/pic.png" variants={variants} alt="A chart" />);
    const img = screen.getByRole('img', { name: 'A chart' });
    expect(img).toHaveAttribute('src', variants.large);
    expect(img).toHaveAttribute('srcset', `${variants.thumb} 400w, ${variants.large} 1600w`);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
  });

  it('uses the original with a reserved box until variants exist', () => {
    render(<ResponsiveImage src="https://cdn.test/pic.png" alt="Screenshot" />);
    const img = screen.getByRole('img', { name: 'Screenshot' });
    expect(img).toHaveAttribute('src', 'https://cdn.test/pic.png');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
  });

  it('falls back to the original URL when a variant fails to load', () => {
    render(
      <ResponsiveImage src="https://cdn.test/pic.png" variants={variants} preferThumb alt="Me" />,
    );
    const img = screen.getByRole('img', { name: 'Me' });
    expect(img).toHaveAttribute('src', variants.thumb);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', 'https://cdn.test/pic.png');
  });
});

describe('ResponsiveImage placeholder', () => {
  it('ends at the placeholder when the variants and the original both fail', () => {
    render(
      <ResponsiveImage
        src="https://cdn.test/gone.png"
        variants={variants}
        placeholderSrc="/default-profile.svg"
        alt="Avatar"
      />,
    );
    const img = screen.getByRole('img', { name: 'Avatar' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', 'https://cdn.test/gone.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default-profile.svg');
  });
});
