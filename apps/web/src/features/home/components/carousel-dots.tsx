type CarouselDotsProps = {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  label: string;
  tone?: 'light' | 'dark';
};

export function CarouselDots({ count, selected, onSelect, label, tone = 'dark' }: CarouselDotsProps) {
  if (count < 2) return null;
  const idle = tone === 'light' ? 'bg-white/60 hover:bg-white' : 'bg-stone-300 hover:bg-stone-400';
  const current = tone === 'light' ? 'bg-white' : 'bg-brand-800';
  return (
    <div className="flex items-center justify-center gap-1">
      {Array.from({ length: count }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: one dot per snap index
          key={index}
          type="button"
          onClick={() => onSelect(index)}
          aria-label={`${label} ${index + 1} de ${count}`}
          aria-current={index === selected ? 'true' : undefined}
          className="group grid h-6 min-w-6 place-items-center"
        >
          <span
            className={`block h-2 rounded-full transition-all ${index === selected ? `w-6 ${current}` : `w-2 ${idle}`}`}
          />
        </button>
      ))}
    </div>
  );
}
