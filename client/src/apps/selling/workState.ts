import type { WorkTab } from "../../system/paths";
import { WORK_LIMITS, SELLING_MESSAGES, WORK_STATE_LABELS } from "../../lib/__generated__/rules";

/**
 * The tabs of 我的作品 and the review's reasons. The state machine (server/domain/selling/transitions.go) is the
 * server's alone: a work's moves and the words of its states, moves and timeline come from the API
 * (Work.allowedActions, stateLabel, WorkEvent.label).
 */
/** A stored state of a work (the server's, generated). */
export type WorkState = keyof typeof WORK_STATE_LABELS;

export interface TabSpec {
  tab: WorkTab;
  label: string;
  /** The state the tab lists; null: every state. */
  state: WorkState | null;
  /** The workCounts field of its count. */
  count: "all" | "draft" | "pending" | "listed" | "takenDown" | "sold" | "rejected";
}

/** The tabs in order: 全部 / 草稿 / 审核中 / 在售 / 已下架 / 已售 / 未通过 (the states' words generated from the server's). */
export const WORK_TABS: readonly TabSpec[] = [
  { tab: "all", label: "全部", state: null, count: "all" },
  { tab: "draft", label: WORK_STATE_LABELS.draft, state: "draft", count: "draft" },
  { tab: "pending", label: WORK_STATE_LABELS.pending, state: "pending", count: "pending" },
  { tab: "selling", label: WORK_STATE_LABELS.listed, state: "listed", count: "listed" },
  { tab: "taken-down", label: WORK_STATE_LABELS.taken_down, state: "taken_down", count: "takenDown" },
  { tab: "sold", label: WORK_STATE_LABELS.sold, state: "sold", count: "sold" },
  { tab: "rejected", label: WORK_STATE_LABELS.rejected, state: "rejected", count: "rejected" },
];

/** The tab of a route parameter (none: 全部); undefined for an unknown one. */
export function tabOf(param: string | undefined): TabSpec | undefined {
  if (!param) return WORK_TABS[0];
  return WORK_TABS.find((t) => t.tab === param);
}

/** The reasons a reviewer picks from; 其他 needs the free text. */
export const REJECT_REASONS = ["图片不清晰", "信息不完整", "价格异常", "疑似非原创", "其他"] as const;

/** The reason sent for a rejection: the chosen one and the free text, or a message when it is not enough. */
export function rejectReason(choice: string, text: string): { reason: string } | { error: string } {
  const extra = text.trim();
  if (!choice) return { error: "请选择驳回原因" };
  if (choice === "其他" && !extra) return { error: SELLING_MESSAGES.reasonEmpty };
  const reason = choice === "其他" ? extra : extra ? `${choice}：${extra}` : choice;
  if (Array.from(reason).length > WORK_LIMITS.reasonMax) return { error: SELLING_MESSAGES.reasonLength };
  return { reason };
}
