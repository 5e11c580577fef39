type SkeletonProps = { className?: string };

/** A grey pulsing block standing in for content that is loading. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-stone-200 ${className}`} />;
}
