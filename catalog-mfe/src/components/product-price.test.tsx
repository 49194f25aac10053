import { render, screen } from '@testing-library/react';
import { ProductPrice } from './product-price';

describe('ProductPrice', () => {
  it('shows rupees the Indian way, with the MRP crossed out and the saving', () => {
    render(<ProductPrice price={123456} mrp={150000} />);
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.getByText('₹1,50,000').closest('s')).not.toBeNull();
    expect(screen.getByText('18% off')).toBeInTheDocument();
  });

  it('shows paise only when there are some, and no MRP when it is not higher', () => {
    render(<ProductPrice price={1499.5} mrp={1499.5} />);
    expect(screen.getByText('₹1,499.50')).toBeInTheDocument();
    expect(screen.queryByText(/off$/)).toBeNull();
  });

  it('says "from" before the lowest of prices that differ', () => {
    const { container } = render(<ProductPrice price={449} mrp={null} from />);
    expect(container).toHaveTextContent(/^from ₹449$/);
  });
});
