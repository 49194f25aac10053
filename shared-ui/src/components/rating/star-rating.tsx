// Stars for a rating (product cards and pages, the review list, the admin's review queue): five
// grey stars with amber ones over them clipped to the value, so 4.3 shows as four stars and a
// third. Drawn in SVG with attributes only (the shop's CSP forbids inline style attributes). Read
// out as one image with its label ("Rated 4.3 out of 5 …"), never star by star.
import { useId } from 'react';
import './star-rating.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const STARS = [0, 1, 2, 3, 4].map((index) => <path key={index} d={STAR} transform={`translate(${index * 24} 0)`} />);

export function StarRating({ value, label, size = 'medium' }: { value: number; label: string; size?: 'small' | 'medium' }) {
  const clipId = `stars-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const width = (Math.max(0, Math.min(5, value)) / 5) * 120;
  return (
    <svg className={`star-rating star-rating--${size}`} viewBox="0 0 120 24" role="img" aria-label={label}>
      <clipPath id={clipId}>
        <rect x="0" y="0" width={width} height="24" />
      </clipPath>
      <g className="star-rating__empty">{STARS}</g>
      <g className="star-rating__filled" clipPath={`url(#${clipId})`}>
        {STARS}
      </g>
    </svg>
  );
}
