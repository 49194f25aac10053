// In stock / out of stock, in words (never colour alone).
export function StockStatus({ stock, className = '' }: { stock: number; className?: string }) {
  const inStock = stock > 0;
  return (
    <p className={`catalog-stock ${inStock ? 'catalog-stock--in' : 'catalog-stock--out'} ${className}`.trim()}>
      {inStock ? `In stock (${stock} available)` : 'Out of stock'}
    </p>
  );
}
