import type { ReactNode, Ref } from "react";

/**
 * One card of 账户设置: the section named by its heading (ids `<name>-title`, test id `<name>-section`), the page's
 * confirmation dialog when it has one, and `aside` beside the heading when given.
 */
export function SettingsSection({
  name,
  title,
  aside,
  dialog,
  sectionRef,
  children,
}: {
  name: string;
  title: string;
  aside?: ReactNode;
  dialog?: ReactNode;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={`${name}-title`} className="text-lg font-medium">
      {title}
    </h2>
  );
  return (
    <section ref={sectionRef} aria-labelledby={`${name}-title`} className="rounded-lg border border-black/10 bg-white p-4 md:p-6" data-testid={`${name}-section`}>
      {dialog}
      {aside === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}
