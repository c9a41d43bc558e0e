import './Tabs.css';

interface TabsProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  value: T;
  onChange: (id: T) => void;
  /** 'vertical' for a side menu (lobby categories), 'scroll' for a long row (game list vendors). */
  variant?: 'vertical' | 'scroll';
}

/** A row of tabs switching the content below it (login method, register method, lobby category, ...). */
export function Tabs<T extends string>({ label, tabs, value, onChange, variant }: TabsProps<T>) {
  return (
    <div
      className={variant ? `tabs tabs--${variant}` : 'tabs'}
      role="tablist"
      aria-label={label}
      aria-orientation={variant === 'vertical' ? 'vertical' : undefined}
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={tab.id === value}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
