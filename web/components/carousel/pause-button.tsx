import { Pause, Play } from '#web/components/icons.tsx';

/**
 * Stops and restarts a carousel that turns by itself (WCAG 2.2.2): 'Pause <what>' while it
 * turns, 'Play <what>' once stopped.
 */
export function PauseButton({
  stopped,
  onToggle,
  what,
  className,
}: {
  stopped: boolean;
  onToggle: () => void;
  what: string;
  className?: string | undefined;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onToggle}
      aria-label={`${stopped ? 'Play' : 'Pause'} ${what}`}
    >
      {stopped ? <Play size={16} /> : <Pause size={16} />}
    </button>
  );
}
