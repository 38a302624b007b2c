/** A thin bar at the top of the page while a navigation is under way. */
export function ProgressBar({ active, label }: { active: boolean; label: string }) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/30"
    >
      <div className="h-full w-1/3 animate-progress bg-secondary" />
    </div>
  );
}
