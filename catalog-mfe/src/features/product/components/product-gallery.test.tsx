import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from './product-gallery';

const images = [1, 2, 3].map((n) => ({ src: `/media/p-${n}.svg`, alt: `View ${n}`, width: 600, height: 600 }));

describe('ProductGallery', () => {
  it('shows one image at a time, with its dimensions, and steps with the buttons', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={images} title="Band" />);
    const main = screen.getByRole('group', { name: 'Image 1 of 3' });
    expect(main.querySelector('img')).toHaveAttribute('width', '600');
    expect(screen.getByRole('img', { name: 'View 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'View 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img', { name: 'View 3' })).toBeInTheDocument();
  });

  it('answers the arrow, Home and End keys when focused', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={images} title="Band" />);
    await user.tab();
    expect(screen.getByRole('group', { name: 'Image 1 of 3' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('group', { name: 'Image 2 of 3' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('img', { name: 'View 3' })).toBeInTheDocument();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'View 3' })).toBeInTheDocument();
  });

  it('follows a swipe on a touch screen, and jumps with the thumbnails', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={images} title="Band" />);
    const stage = screen.getByRole('group', { name: 'Image 1 of 3' });
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 300 });
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 200 });
    expect(screen.getByRole('img', { name: 'View 2' })).toBeInTheDocument();
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 200 });
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 190 });
    expect(screen.getByRole('img', { name: 'View 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show image 3: View 3' }));
    expect(screen.getByRole('button', { name: 'Show image 3: View 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: 'Image 3 of 3' })).toBeInTheDocument();
  });
});
