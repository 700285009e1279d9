import { AppLink } from "../../../components/AppLink/AppLink";

/** The status tabs over a list of exhibitions or viewing rooms: one link each, the current one marked. */
export function StatusTabs<T extends { id: string; label: string }>(props: {
  label: string;
  testId: string;
  className: string;
  tabs: readonly T[];
  current: T["id"];
  href: (tab: T) => string;
}) {
  const { label, testId, className, tabs, current, href } = props;
  return (
    <nav aria-label={label} className={className} data-testid={testId}>
      {tabs.map((t) => (
        <AppLink
          key={t.id}
          to={href(t)}
          aria-current={t.id === current ? "page" : undefined}
          preventScrollReset
          className={`-mb-px border-b-2 pb-2 ${t.id === current ? "border-primary font-semibold" : "border-transparent text-secondary hover:text-primary"}`}
        >
          {t.label}
        </AppLink>
      ))}
    </nav>
  );
}
