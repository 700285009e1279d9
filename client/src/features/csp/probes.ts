/**
 * Live CSP probes, run in the browser after hydration. Each inserts a small sample into a host element marked
 * data-csp-deliberate (the browser tests accept CSP violations only from inside such a host, and only on the two
 * CSP test pages) and observes what the browser did. Nothing here runs on the server: the server-rendered HTML
 * holds no sample, in particular no style= attribute.
 */

/** The attribute that marks the container of deliberately blocked samples. */
export const DELIBERATE_ATTR = "data-csp-deliberate";

export interface Violation {
  effectiveDirective: string;
  blockedURI: string;
  originalPolicy: string;
  disposition: string;
}

export interface ProbeOutcome {
  /** Whether the browser let the sample take effect (script ran, style applied). */
  applied: boolean;
  /** The violation the browser reported for the sample, if any. */
  violation: Violation | null;
}

type ProbeWindow = {
  __cspProbe?: Record<string, boolean>;
  __cspProbeReport?: Record<string, (v: Violation) => void>;
};

let counter = 0;
function token(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/**
 * Inserts el (marked with a probe id) into host and waits for the browser's violation report about it, up to
 * waitMs (reports are delivered as a separate task after the block).
 */
function insertAndWatch(host: Element, el: Element, id: string, waitMs: number, expectReport: () => boolean): Promise<Violation | null> {
  el.setAttribute("data-csp-probe", id);
  return new Promise((resolve) => {
    let done = false;
    const finish = (v: Violation | null) => {
      if (done) return;
      done = true;
      document.removeEventListener("securitypolicyviolation", onViolation);
      resolve(v);
    };
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest(`[data-csp-probe="${id}"]`) !== el && target !== el) return;
      finish({
        effectiveDirective: e.effectiveDirective,
        blockedURI: e.blockedURI,
        originalPolicy: e.originalPolicy,
        disposition: e.disposition,
      });
    };
    document.addEventListener("securitypolicyviolation", onViolation);
    host.appendChild(el);
    if (!expectReport()) {
      // Allowed: a report would be a surprise, but give it one task to arrive.
      setTimeout(() => finish(null), 50);
    } else {
      setTimeout(() => finish(null), waitMs);
    }
  });
}

const attr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * An inline <script> read by the HTML parser, as injected markup would be: it sits in a srcdoc frame, which
 * inherits this page's policy (and so its nonce). With the page's nonce it must run; without one it must be
 * blocked. (A script created by an already trusted script is another matter: 'strict-dynamic' lets it run, see
 * probeCreatedScript.) A nonce'd reporter script in the frame hands the violation to this page.
 */
export function probeParsedScript(
  host: Element,
  sampleNonce: string | null,
  pageNonce: string,
  label: string,
  waitMs = 4000,
): Promise<ProbeOutcome> {
  const id = token("parsed");
  const win = window as unknown as ProbeWindow;
  const ran = (win.__cspProbe = win.__cspProbe ?? {});
  const reports = (win.__cspProbeReport = win.__cspProbeReport ?? {});
  const q = JSON.stringify(id);
  const reporter =
    `<script nonce="${attr(pageNonce)}">document.addEventListener("securitypolicyviolation",function(e){` +
    `var f=parent.__cspProbeReport&&parent.__cspProbeReport[${q}];if(f)f({effectiveDirective:e.effectiveDirective,` +
    `blockedURI:e.blockedURI,originalPolicy:e.originalPolicy,disposition:e.disposition});});</scr` + `ipt>`;
  const sample =
    `<script${sampleNonce ? ` nonce="${attr(sampleNonce)}"` : ""}>parent.__cspProbe[${q}]=true;` +
    `document.getElementById("r").textContent="结果：脚本已执行";</scr` + `ipt>`;
  const frame = document.createElement("iframe");
  frame.title = label;
  frame.className = "block h-16 w-full rounded border border-primary/10 bg-white";
  frame.setAttribute("data-csp-probe", id);
  frame.srcdoc =
    `<!doctype html><html lang="zh-CN" data-csp-deliberate><head><meta charset="utf-8">` +
    `<link rel="stylesheet" href="/csp-probe.css"></head><body class="csp-probe-frame">` +
    `<div>${label.replace(/</g, "&lt;")}</div><div id="r">结果：脚本没有执行</div>${reporter}${sample}</body></html>`;
  return new Promise((resolve) => {
    let violation: Violation | null = null;
    let loaded = false;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      delete reports[id];
      resolve({ applied: ran[id] === true, violation });
    };
    reports[id] = (v) => {
      violation = v;
      if (loaded) finish();
    };
    frame.addEventListener(
      "load",
      () => {
        loaded = true;
        // Ran: done. Blocked: the report is a task of its own; give it a moment after the load.
        if (ran[id] === true || violation !== null) finish();
        else setTimeout(finish, 1000);
      },
      { once: true },
    );
    const timer = setTimeout(finish, waitMs);
    host.appendChild(frame);
  });
}

/**
 * An inline <script> created by this page's own (trusted) code with document.createElement, with the page's
 * nonce or without one. Under 'strict-dynamic' both run: the trust of a nonce'd script passes to the scripts it
 * creates.
 */
export async function probeCreatedScript(host: Element, nonce: string | null, waitMs = 2000): Promise<ProbeOutcome> {
  const id = token("script");
  const win = window as unknown as ProbeWindow;
  win.__cspProbe = win.__cspProbe ?? {};
  const el = document.createElement("script");
  if (nonce) el.nonce = nonce;
  el.textContent = `window.__cspProbe[${JSON.stringify(id)}] = true;`;
  const violation = await insertAndWatch(host, el, id, waitMs, () => win.__cspProbe?.[id] !== true);
  return { applied: win.__cspProbe[id] === true, violation };
}

const SAMPLE_COLOR = "rgb(255, 0, 255)";

/** An element with an inline style="…" attribute (set from script: nothing of it is server-rendered). */
export async function probeStyleAttribute(host: Element, waitMs = 2000): Promise<ProbeOutcome> {
  const id = token("style-attr");
  const el = document.createElement("p");
  el.textContent = "内联 style 属性样本：如果这行文字是品红色，说明 style 属性没有被拦截。";
  el.setAttribute("style", `color: ${SAMPLE_COLOR}`);
  const applied = () => getComputedStyle(el).color === SAMPLE_COLOR;
  const violation = await insertAndWatch(host, el, id, waitMs, () => !applied());
  return { applied: applied(), violation };
}

/** An inline <style> element, with the page's nonce or without one, styling a sample line. */
export async function probeStyleElement(host: Element, nonce: string | null, waitMs = 2000): Promise<ProbeOutcome> {
  const id = token("style-el");
  const cls = `csp-probe-${id}`;
  const sample = document.createElement("p");
  sample.className = cls;
  sample.textContent = `内联 <style> 样本（${nonce ? "带 nonce" : "不带 nonce"}）：如果这行文字是品红色，说明内联样式生效了。`;
  host.appendChild(sample);
  const el = document.createElement("style");
  if (nonce) el.nonce = nonce;
  el.textContent = `.${cls} { color: ${SAMPLE_COLOR}; }`;
  const applied = () => getComputedStyle(sample).color === SAMPLE_COLOR;
  const violation = await insertAndWatch(host, el, id, waitMs, () => !applied());
  return { applied: applied(), violation };
}

/** A <link rel="stylesheet"> to /csp-probe.css (same origin), styling a sample line. */
export function probeSelfStylesheet(host: Element, variant: string, nonce: string | null, waitMs = 5000): Promise<ProbeOutcome> {
  const id = token("sheet");
  const sample = document.createElement("p");
  sample.className = "csp-probe-sheet";
  sample.textContent = `本站样式表样本（${nonce ? "带 nonce" : "不带 nonce"}）：左侧出现绿色竖线，说明 /csp-probe.css 已生效。`;
  host.appendChild(sample);
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = `/csp-probe.css?variant=${encodeURIComponent(variant)}`;
  if (nonce) link.nonce = nonce;
  link.setAttribute("data-csp-probe", id);
  return new Promise((resolve) => {
    let violation: Violation | null = null;
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (e.target !== link) return;
      violation = { effectiveDirective: e.effectiveDirective, blockedURI: e.blockedURI, originalPolicy: e.originalPolicy, disposition: e.disposition };
    };
    const finish = (loaded: boolean) => {
      clearTimeout(timer);
      document.removeEventListener("securitypolicyviolation", onViolation);
      const styled = getComputedStyle(sample).getPropertyValue("--csp-probe-sheet").trim() === "applied";
      let rules = 0;
      try {
        rules = link.sheet?.cssRules.length ?? 0;
      } catch {
        rules = 0;
      }
      resolve({ applied: loaded && styled && rules > 0, violation });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    document.addEventListener("securitypolicyviolation", onViolation);
    link.addEventListener("load", () => finish(true), { once: true });
    link.addEventListener("error", () => finish(false), { once: true });
    host.appendChild(link);
  });
}
