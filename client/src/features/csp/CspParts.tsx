import type { ReactNode } from "react";
import { AppLink } from "../../components/AppLink/AppLink";
import { paths } from "../../system/paths";
import { DIRECTIVE_NOTES, parsePolicy } from "./policy";

/** The state of one live check. */
export type CheckState = "idle" | "running" | "pass" | "fail";

/** Where a page's live checks are: not started (no JavaScript yet), running, or done. */
export type RunPhase = "idle" | "running" | "done";

const badge: Record<CheckState, { text: string; cls: string }> = {
  idle: { text: "未运行", cls: "border-secondary/40 text-secondary" },
  running: { text: "检查中…", cls: "border-info/40 text-info" },
  pass: { text: "通过", cls: "border-success/50 bg-success/10 text-success" },
  fail: { text: "未通过", cls: "border-error/50 bg-error/10 text-error" },
};

export function ResultBadge({ state, testId }: { state: CheckState; testId?: string }) {
  const b = badge[state];
  return (
    <span data-testid={testId} data-state={state} className={`inline-block shrink-0 rounded border px-2 py-0.5 text-sm font-medium ${b.cls}`}>
      {b.text}
    </span>
  );
}

/** The policy as a table of directives with what each means. */
export function PolicyTable({ policy, testId }: { policy: string; testId?: string }) {
  const directives = parsePolicy(policy);
  return (
    <div className="overflow-x-auto">
      <table data-testid={testId} className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-primary/10 text-secondary">
            <th className="py-2 pr-4 font-medium">指令</th>
            <th className="py-2 pr-4 font-medium">来源</th>
            <th className="py-2 font-medium">含义</th>
          </tr>
        </thead>
        <tbody>
          {directives.map((d) => (
            <tr key={d.name} className="border-b border-primary/5 align-top">
              <td className="py-2 pr-4 font-mono whitespace-nowrap">{d.name}</td>
              <td className="py-2 pr-4 font-mono break-all">{d.sources.join(" ")}</td>
              <td className="py-2 text-secondary">{DIRECTIVE_NOTES[d.name] ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What the page knows of the policy in force: the header the server sent (server-rendered), and after the live
 * checks the policy the browser itself reported enforcing.
 */
export function PolicySection({
  serverPolicy,
  browserPolicy,
  nonce,
}: {
  serverPolicy: string | null;
  browserPolicy: string | null;
  nonce: string;
}) {
  const shown = serverPolicy ?? browserPolicy;
  return (
    <section className="mt-8 rounded-lg border border-primary/10 bg-white p-5" aria-labelledby="csp-policy-heading">
      <h2 id="csp-policy-heading" className="text-xl font-semibold">
        当前生效的策略
      </h2>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-secondary">本页 nonce</dt>
        <dd className="font-mono break-all" data-testid="csp-nonce">
          {nonce || "（无）"}
        </dd>
        <dt className="text-secondary">来源</dt>
        <dd data-testid="csp-policy-source">
          {serverPolicy
            ? "服务器随本页响应下发的 Content-Security-Policy 响应头（服务器渲染时原样传入页面）。"
            : browserPolicy
              ? "浏览器在拦截样本时报告的策略（securitypolicyviolation 事件的 originalPolicy）。"
              : "本页是在浏览器内跳转打开的，服务器没有随它下发响应头；实时检查运行后，这里显示浏览器报告的策略。"}
        </dd>
        <dt className="text-secondary">浏览器核对</dt>
        <dd data-testid="csp-policy-browser">
          {browserPolicy === null
            ? "等待实时检查：浏览器拦截样本时会报告它实际执行的策略。"
            : serverPolicy === null
              ? "已取得浏览器报告的策略。"
              : browserPolicy === serverPolicy
                ? "浏览器实际执行的策略与服务器下发的完全一致。"
                : "浏览器实际执行的策略与服务器下发的不一致！"}
        </dd>
      </dl>
      {shown ? (
        <>
          <pre className="mt-4 overflow-x-auto rounded bg-primary/5 p-3 text-xs whitespace-pre-wrap break-all" data-testid="csp-policy">
            {shown}
          </pre>
          <div className="mt-4">
            <PolicyTable policy={shown} testId="csp-policy-table" />
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The two CSP pages (/csp-test and /csp-test-comparison): their titles, what each does, and the link to the other. */
const CSP_PAGES = {
  test: {
    title: "CSP样式处理工具测试",
    intro: "本页诊断内容安全策略（Content-Security-Policy，CSP）：显示服务器为本页下发的策略与 nonce，并在页面于浏览器中激活后，实际插入几段样本，验证策略是否按预期拦截或放行。",
    link: { to: paths.cspTestComparison(), text: "查看带 nonce 与不带 nonce 的对比测试 →" },
  },
  comparison: {
    title: "CSP对比测试",
    intro: "同一段样本分别以“带本页 nonce”和“不带 nonce”两种方式插入页面，对比浏览器在本站策略下的处理结果。每一格的“通过”表示实际结果与本站策略的预期一致。",
    link: { to: paths.cspTest(), text: "← 返回 CSP 单项诊断" },
  },
};

/** The head of a CSP page: its title and what it does, the link to the other CSP page, and the policy in force. */
export function CspIntro({
  page,
  policy,
}: {
  page: keyof typeof CSP_PAGES;
  policy: { serverPolicy: string | null; browserPolicy: string | null; nonce: string };
}) {
  const { title, intro, link } = CSP_PAGES[page];
  return (
    <>
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-secondary">{intro}</p>
      <p className="mt-2 text-sm">
        <AppLink to={link.to} className="text-info hover:underline">
          {link.text}
        </AppLink>
      </p>
      <PolicySection {...policy} />
    </>
  );
}

/** A CSP page's live checks: the heading, the run's summary (its phase on data-phase: the tests wait on it), the rows. */
export function ChecksSection({
  id,
  title,
  phase,
  idle,
  done,
  children,
}: {
  id: string;
  title: string;
  phase: RunPhase;
  /** The summary before the checks run, and once they are done. */
  idle: string;
  done: string;
  children: ReactNode;
}) {
  return (
    <section className="mt-8" aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-secondary" data-testid="csp-summary" data-phase={phase}>
          {phase === "idle" ? idle : phase === "running" ? "正在检查…" : done}
        </p>
      </div>
      {children}
    </section>
  );
}
